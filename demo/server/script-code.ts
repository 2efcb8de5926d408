/**
 * The code of the seeded scripts (script-seed.ts): what administrators keep in Landscape — APT
 * maintenance, log rotation, disk and health checks, inventories in Python, a Perl log summary — and
 * the generated ones: a shell script of about 1 MB and a Python inventory of several hundred lines.
 * Bodies only: the interpreter line is kept apart, as the API stores it.
 */
import { Random } from './random.ts';
import { HOSTILE } from './showcase.ts';

/** `${D}{VAR}` writes a shell `${VAR}` inside a template literal. */
const D = '$';

const BASH = '/bin/bash';
const SH = '/bin/sh';
const PYTHON = '/usr/bin/python3';
const ENV_PYTHON = '/usr/bin/env python3';
const PERL = '/usr/bin/perl';

export interface ScriptCode {
  interpreter: string;
  body: string;
}

const code = (interpreter: string, body: string): ScriptCode => ({ interpreter, body: body.replace(/^\n/, '') });

/** By title (acme's and globex's plans share them). */
export const SCRIPT_CODE: Record<string, ScriptCode> = {
  'Rotate application logs': code(BASH, String.raw`
APP_LOG_DIR=/var/log/app
KEEP_DAYS=14

find "$APP_LOG_DIR" -name '*.log' -size +50M -print0 | while IFS= read -r -d '' file; do
  gzip -c "$file" > "$file.$(date +%Y%m%d).gz" && : > "$file"
done
find "$APP_LOG_DIR" -name '*.log.*.gz' -mtime +"$KEEP_DAYS" -delete
echo "Rotated logs in $APP_LOG_DIR"
`),
  'Collect diagnostics': code(PYTHON, String.raw`
import json
import platform
import shutil
import socket
import subprocess


def run(*command):
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"unavailable: {error}"


total, used, free = shutil.disk_usage("/")
report = {
    "hostname": socket.getfqdn(),
    "kernel": platform.release(),
    "uptime": run("uptime", "-p"),
    "load": open("/proc/loadavg").read().split()[:3],
    "root_disk_used_percent": round(used / total * 100, 1),
    "failed_units": run("systemctl", "--failed", "--no-legend", "--plain").splitlines(),
    "last_boot_errors": run("journalctl", "-b", "-p", "err", "-n", "20", "--no-pager").splitlines(),
}
print(json.dumps(report, indent=2))
`),
  'Clean /tmp': code(SH, String.raw`
# Files nobody touched for a week; sockets and lock files stay.
find /tmp /var/tmp -xdev -type f -atime +7 ! -name '*.lock' ! -name '*.sock' -print -delete
find /tmp -xdev -mindepth 1 -type d -empty -mtime +7 -delete
df -h /tmp
`),
  'Renew TLS certificates': code(BASH, String.raw`
if ! command -v certbot >/dev/null; then
  echo "certbot is not installed" >&2
  exit 1
fi
certbot renew --quiet --no-random-sleep-on-renew --deploy-hook "systemctl reload nginx"
certbot certificates 2>/dev/null | grep -E 'Certificate Name|Expiry Date'
`),
  'Check disk usage': code(BASH, String.raw`
THRESHOLD=85
status=0
while read -r target pcent; do
  used=${D}{pcent%\%}
  if [ "$used" -ge "$THRESHOLD" ]; then
    echo "WARNING: $target is $pcent full"
    status=1
  fi
done < <(df --output=target,pcent -x tmpfs -x devtmpfs -x squashfs | tail -n +2)
exit $status
`),
  'Restart stuck workers': code(BASH, String.raw`
for unit in $(systemctl list-units 'worker@*' --state=failed --no-legend --plain | awk '{print $1}'); do
  echo "Restarting $unit"
  systemctl reset-failed "$unit"
  systemctl restart "$unit"
done
systemctl list-units 'worker@*' --no-legend --plain
`),
  'Back up /etc': code(BASH, String.raw`
DEST=/var/backups/etc
mkdir -p "$DEST"
tar --create --gzip --file "$DEST/etc-$(date +%F).tar.gz" --exclude=/etc/shadow- /etc
ls -1t "$DEST"/etc-*.tar.gz | tail -n +11 | xargs -r rm --
du -sh "$DEST"
`),
  'Flush DNS cache': code(SH, String.raw`
if command -v resolvectl >/dev/null 2>&1; then
  resolvectl flush-caches
  resolvectl statistics | grep -i 'current cache size'
else
  systemd-resolve --flush-caches
fi
`),
  'Audit sudoers': code(BASH, String.raw`
visudo --check --quiet || { echo "sudoers has syntax errors" >&2; exit 1; }
echo "Rules granting NOPASSWD:"
grep -RIn --exclude='*.dpkg-*' 'NOPASSWD' /etc/sudoers /etc/sudoers.d || echo "(none)"
echo "Members of sudo and admin:"
getent group sudo admin | cut -d: -f1,4
`),
  'Vacuum PostgreSQL': code(BASH, String.raw`
sudo -u postgres vacuumdb --all --analyze-in-stages --jobs=4
sudo -u postgres psql -Atc "SELECT datname, pg_size_pretty(pg_database_size(datname)) FROM pg_database ORDER BY 1"
`),
  'Prune Docker images': code(BASH, String.raw`
docker image prune --all --force --filter "until=168h"
docker builder prune --force --filter "until=168h"
docker system df
`),
  'Report open ports': code(ENV_PYTHON, String.raw`
import subprocess

output = subprocess.run(["ss", "-H", "-tulpn"], capture_output=True, text=True, check=True).stdout
print(f"{'proto':<6} {'address':<32} process")
for line in output.splitlines():
    fields = line.split()
    proto, local = fields[0], fields[4]
    process = fields[6] if len(fields) > 6 else "-"
    print(f"{proto:<6} {local:<32} {process}")
`),
  '🚀 Deploy release': code(BASH, String.raw`
RELEASE=$(curl -fsS https://deploy.acme.internal/api/releases/latest | jq -r .tag)
echo "🚀 Deploying $RELEASE"
cd /srv/app
git fetch --tags --quiet
git checkout --quiet "$RELEASE"
systemctl restart app.service
echo "✅ $RELEASE is live on $(hostname)"
`),
  'Apt: refresh package lists': code(SH, String.raw`
apt-get update -q -o Acquire::Retries=3
apt list --upgradable 2>/dev/null | tail -n +2 | wc -l | xargs echo "Upgradable packages:"
`),
  'Apt: autoremove and clean': code(BASH, String.raw`
export DEBIAN_FRONTEND=noninteractive
apt-get -y autoremove --purge
apt-get clean
du -sh /var/cache/apt/archives
`),
  'Check NTP synchronisation': code(BASH, String.raw`
synced=$(timedatectl show --property=NTPSynchronized --value)
if [ "$synced" != "yes" ]; then
  echo "Clock is not synchronised" >&2
  chronyc tracking 2>/dev/null || timedatectl timesync-status
  exit 1
fi
echo "Clock synchronised: $(date -u +%FT%TZ)"
`),
  'List failed systemd units': code(SH, String.raw`
systemctl --failed --no-legend --plain
count=$(systemctl --failed --no-legend --plain | wc -l)
[ "$count" -eq 0 ] && echo "No failed units."
exit 0
`),
  'Find large files in /var': code(BASH, String.raw`
find /var -xdev -type f -size +500M -printf '%s\t%p\n' 2>/dev/null \
  | sort -rn | head -n 25 \
  | awk -F'\t' '{ printf "%8.1f GiB  %s\n", $1 / 1073741824, $2 }'
`),
  'Vacuum the systemd journal': code(BASH, String.raw`
journalctl --disk-usage
journalctl --vacuum-time=14d --vacuum-size=1G
journalctl --disk-usage
`),
  'Check if a reboot is required': code(SH, String.raw`
if [ -f /var/run/reboot-required ]; then
  echo "Reboot required by:"
  cat /var/run/reboot-required.pkgs 2>/dev/null || true
  exit 1
fi
echo "No reboot required."
`),
  'Report kernel and uptime': code(SH, String.raw`
echo "Kernel:  $(uname -r)"
echo "Booted:  $(uptime -s)"
echo "Uptime:  $(uptime -p)"
`),
  'Inventory installed snaps': code(BASH, String.raw`
snap list --color=never | awk 'NR > 1 { printf "%s,%s,%s,%s\n", $1, $2, $3, $4 }'
`),
  'Restart the Docker daemon': code(BASH, String.raw`
systemctl restart docker.service
sleep 5
systemctl is-active --quiet docker.service && docker info --format '{{.ServerVersion}} running {{.ContainersRunning}} containers'
`),
  'Remove old kernels': code(BASH, String.raw`
current=$(uname -r)
mapfile -t old < <(dpkg-query -W -f='${D}{Package}\n' 'linux-image-[0-9]*' | grep -v "$current" | sort -V | head -n -1)
if [ "${D}{#old[@]}" -eq 0 ]; then
  echo "Nothing to remove."
  exit 0
fi
apt-get -y purge "${D}{old[@]}"
`),
  "Verify last night's backup": code(BASH, String.raw`
LATEST=$(ls -1t /var/backups/nightly/*.tar.zst 2>/dev/null | head -n 1)
if [ -z "$LATEST" ]; then
  echo "No backup found" >&2
  exit 2
fi
age_hours=$(( ( $(date +%s) - $(stat -c %Y "$LATEST") ) / 3600 ))
zstd --test --quiet "$LATEST"
echo "$LATEST is $age_hours hours old and readable."
[ "$age_hours" -lt 26 ]
`),
  'Mount NFS home directories': code(BASH, String.raw`
apt-get install -y -q autofs nfs-common
install -m 0644 "$LANDSCAPE_ATTACHMENTS/auto.home" /etc/auto.home
grep -q '^/home' /etc/auto.master || echo '/home /etc/auto.home --timeout=600' >> /etc/auto.master
systemctl restart autofs
`),
  'Export local users as CSV': code(PYTHON, String.raw`
import csv
import pwd
import sys

writer = csv.writer(sys.stdout)
writer.writerow(["username", "uid", "gid", "name", "home", "shell"])
for entry in sorted(pwd.getpwall(), key=lambda user: user.pw_uid):
    if entry.pw_uid >= 1000 and entry.pw_shell not in ("/usr/sbin/nologin", "/bin/false"):
        writer.writerow([entry.pw_name, entry.pw_uid, entry.pw_gid, entry.pw_gecos.split(",")[0], entry.pw_dir, entry.pw_shell])
`),
  'Update CA certificates': code(BASH, String.raw`
install -m 0644 "$LANDSCAPE_ATTACHMENTS/acme-root-ca.crt" /usr/local/share/ca-certificates/acme-root-ca.crt
update-ca-certificates --fresh
openssl verify -CApath /etc/ssl/certs /usr/local/share/ca-certificates/acme-root-ca.crt
`),
  'Enable unattended upgrades': code(BASH, String.raw`
apt-get install -y -q unattended-upgrades
install -m 0644 "$LANDSCAPE_ATTACHMENTS/50unattended-upgrades" /etc/apt/apt.conf.d/50unattended-upgrades
install -m 0644 "$LANDSCAPE_ATTACHMENTS/20auto-upgrades" /etc/apt/apt.conf.d/20auto-upgrades
unattended-upgrade --dry-run --debug 2>&1 | tail -n 5
`),
  'Collect GPU status': code(BASH, String.raw`
if ! command -v nvidia-smi >/dev/null; then
  echo "No NVIDIA driver on this machine."
  exit 0
fi
nvidia-smi --query-gpu=index,name,temperature.gpu,utilization.gpu,memory.used,memory.total --format=csv
`),
  'Check RAID health': code(BASH, String.raw`
if [ ! -e /proc/mdstat ]; then
  echo "No software RAID."
  exit 0
fi
cat /proc/mdstat
if grep -q '\[.*_.*\]' /proc/mdstat; then
  echo "DEGRADED array found" >&2
  mdadm --detail --scan --verbose
  exit 1
fi
`),
  'List pip packages': code(ENV_PYTHON, String.raw`
import importlib.metadata

for dist in sorted(importlib.metadata.distributions(), key=lambda d: d.metadata["Name"].lower()):
    print(f"{dist.metadata['Name']}=={dist.version}")
`),
  'Ping gateway and DNS': code(SH, String.raw`
gateway=$(ip route show default | awk '/default/ { print $3; exit }')
for target in "$gateway" 1.1.1.1 archive.ubuntu.com; do
  if ping -c 3 -W 2 "$target" >/dev/null 2>&1; then
    echo "ok    $target"
  else
    echo "FAIL  $target"
  fi
done
`),
  'Trim SSDs': code(SH, String.raw`
fstrim --all --verbose
`),
  'Reload HAProxy after a config check': code(BASH, String.raw`
install -m 0644 "$LANDSCAPE_ATTACHMENTS/haproxy.cfg" /etc/haproxy/haproxy.cfg.new
if haproxy -c -f /etc/haproxy/haproxy.cfg.new; then
  mv /etc/haproxy/haproxy.cfg.new /etc/haproxy/haproxy.cfg
  systemctl reload haproxy
else
  echo "Configuration rejected; haproxy was not reloaded." >&2
  exit 1
fi
`),
  'Lock accounts unused for 90 days': code(BASH, String.raw`
lastlog --before 90 | awk 'NR > 1 && $1 != "root" { print $1 }' | while read -r user; do
  uid=$(id -u "$user")
  if [ "$uid" -ge 1000 ]; then
    usermod --lock --expiredate 1 "$user" && echo "Locked $user"
  fi
done
`),
  'Restart PostgreSQL replica': code(BASH, String.raw`
role=$(sudo -u postgres psql -Atc 'SELECT pg_is_in_recovery()')
if [ "$role" != "t" ]; then
  echo "This is the primary; refusing to restart it." >&2
  exit 1
fi
systemctl restart postgresql@16-main
sudo -u postgres psql -Atc "SELECT now() - pg_last_xact_replay_timestamp() AS replication_lag"
`),
  'Restart nginx gracefully': code(BASH, String.raw`
nginx -t
systemctl reload nginx
systemctl status nginx --no-pager --lines 3
`),
  'Check certificate expiry dates': code(PYTHON, String.raw`
import datetime
import pathlib
import ssl
import sys

WARN_DAYS = 21
status = 0
for path in sorted(pathlib.Path("/etc/ssl/private-certs").glob("*.pem")):
    info = ssl._ssl._test_decode_cert(str(path))
    expires = datetime.datetime.strptime(info["notAfter"], "%b %d %H:%M:%S %Y %Z")
    days = (expires - datetime.datetime.utcnow()).days
    flag = "EXPIRING" if days < WARN_DAYS else "ok"
    print(f"{flag:<9} {days:>4} days  {path.name}")
    status |= days < WARN_DAYS
sys.exit(status)
`),
  'Install developer toolchain': code(BASH, String.raw`
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -q build-essential git curl jq python3-venv shellcheck
snap install code --classic
snap install node --classic --channel=22
`),
  'Configure office printers': code(BASH, String.raw`
apt-get install -y -q cups printer-driver-gutenprint
install -m 0644 "$LANDSCAPE_ATTACHMENTS/office-printers.conf" /etc/cups/printers.conf.d-office
while IFS=, read -r name uri driver; do
  lpadmin -p "$name" -E -v "$uri" -m "$driver"
done < /etc/cups/printers.conf.d-office
lpstat -p
`),
  'Clear browser caches on shared desktops': code(BASH, String.raw`
for home in /home/*; do
  rm -rf "$home/.cache/mozilla/firefox/"*/cache2 "$home/snap/firefox/common/.cache/mozilla/firefox/"*/cache2
  rm -rf "$home/.cache/google-chrome/Default/Cache"
done
echo "Browser caches cleared for $(ls /home | wc -l) users."
`),
  'WSL: upgrade Ubuntu packages': code(BASH, String.raw`
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get -y -q full-upgrade
apt-get -y autoremove
`),
  'WSL: compact the virtual disk': code(SH, String.raw`
# Zero the free space so Windows can compact the VHDX afterwards (Optimize-VHD).
fstrim -v / || dd if=/dev/zero of=/zero.fill bs=1M status=none; rm -f /zero.fill
`),
  'Summarise failed SSH logins': code(PERL, String.raw`
use strict;
use warnings;

my %by_address;
open(my $log, '<', '/var/log/auth.log') or die "Cannot read auth.log: $!\n";
while (my $line = <$log>) {
    next unless $line =~ /Failed password for (?:invalid user )?(\S+) from (\S+)/;
    $by_address{$2}{count}++;
    $by_address{$2}{users}{$1} = 1;
}
close($log);

for my $address (sort { $by_address{$b}{count} <=> $by_address{$a}{count} } keys %by_address) {
    printf "%-40s %6d  %s\n", $address, $by_address{$address}{count}, join(',', sort keys %{ $by_address{$address}{users} });
}
`),
  'Install monitoring agent': code(BASH, String.raw`
AGENT_DIR=/opt/node-exporter
mkdir -p "$AGENT_DIR" /etc/node-exporter /usr/share/node-exporter
tar -xzf "$LANDSCAPE_ATTACHMENTS/agent-bundle.tar.gz" -C "$AGENT_DIR"
install -m 0644 "$LANDSCAPE_ATTACHMENTS/agent.yaml" /etc/node-exporter/agent.yaml
install -m 0644 "$LANDSCAPE_ATTACHMENTS/acme-monitoring-ca.pem" /etc/node-exporter/ca.pem
install -m 0644 "$LANDSCAPE_ATTACHMENTS/dashboard-logo.png" /usr/share/node-exporter/logo.png
install -m 0644 "$LANDSCAPE_ATTACHMENTS/node-exporter.service" /etc/systemd/system/node-exporter.service
systemctl daemon-reload
systemctl enable --now node-exporter.service
`),
  // Archived.
  'Restart Tomcat (legacy)': code(BASH, String.raw`
/opt/tomcat/bin/shutdown.sh
sleep 20
pkill -f 'org.apache.catalina.startup.Bootstrap' || true
/opt/tomcat/bin/startup.sh
`),
  'Migrate ntpd to chrony (one-off)': code(BASH, String.raw`
systemctl disable --now ntp.service
apt-get -y purge ntp
apt-get -y install chrony
chronyc sources
`),
  'Back up /etc to the old NFS filer': code(BASH, String.raw`
mount -t nfs filer01.acme.internal:/backups /mnt/backups
tar czf "/mnt/backups/$(hostname)/etc-$(date +%F).tgz" /etc
umount /mnt/backups
`),
  'Disable IPv6 (obsolete)': code(SH, String.raw`
sysctl -w net.ipv6.conf.all.disable_ipv6=1
sysctl -w net.ipv6.conf.default.disable_ipv6=1
`),
  'Release upgrade helper: 20.04 to 22.04': code(BASH, String.raw`
apt-get update && apt-get -y dist-upgrade
do-release-upgrade -f DistUpgradeViewNonInteractive
`),
  // Deleted (redacted): their code is gone; these bodies only exist for their earlier versions' shape.
  'Set database replication password': code(BASH, ''),
  'Rotate the monitoring API token': code(BASH, ''),
  'Install backup agent licence key': code(BASH, ''),
  'Configure VPN pre-shared key': code(BASH, ''),
  // globex.
  'Export sales reports': code(PYTHON, String.raw`
import datetime
import pathlib
import shutil

today = datetime.date.today().isoformat()
source = pathlib.Path("/srv/reports/out")
target = pathlib.Path("/mnt/share/sales") / today
target.mkdir(parents=True, exist_ok=True)
for report in source.glob("*.xlsx"):
    shutil.copy2(report, target / report.name)
print(f"Copied {len(list(target.iterdir()))} reports to {target}")
`),
  'Legacy cron cleanup': code(SH, String.raw`
crontab -l | grep -v 'old-report-job' | crontab -
`),
};

/** The hostile script's code: what the UI must show as plain text. */
export function hostileCode(): ScriptCode {
  return code(BASH, [
    `# ${HOSTILE.script}`,
    `echo '${HOSTILE.html}'`,
    `echo "${HOSTILE.rtl}"`,
    `printf '%s\\n' '${HOSTILE.zeroWidth}(zero-width characters before this)'`,
    `echo '${HOSTILE.emoji}'`,
    "cat <<'EOF'",
    '</textarea></code></pre><svg onload=alert(1)>',
    `${D}{7*7} {{constructor.constructor('alert(1)')()}} <!-- -->`,
    'javascript:alert(document.cookie)',
    'EOF',
    '',
  ].join('\n'));
}

/** The long-titled script: short and ordinary. */
export const LONG_TITLE_CODE = code(BASH, String.raw`
BUNDLE=/var/tmp/payments-diagnostics-$(hostname)-$(date +%F).tar.gz
jcmd $(pgrep -f payments-api.jar) GC.heap_dump /var/tmp/heap.hprof
jcmd $(pgrep -f payments-api.jar) Thread.print > /var/tmp/threads.txt
tar czf "$BUNDLE" /var/tmp/heap.hprof /var/tmp/threads.txt /var/log/payments/gc*.log
aws s3 cp "$BUNDLE" s3://acme-audit-evidence/capacity-review/
`);

const BUILD_PACKAGES = [
  'build-essential', 'cmake', 'ninja-build', 'pkg-config', 'libssl-dev', 'zlib1g-dev', 'libffi-dev', 'libpq-dev',
  'libsqlite3-dev', 'libxml2-dev', 'libyaml-dev', 'libcurl4-openssl-dev', 'python3-dev', 'python3-venv', 'openjdk-17-jdk',
  'maven', 'gradle', 'golang-go', 'rustc', 'cargo', 'nodejs', 'npm', 'ruby-full', 'php-cli', 'clang', 'lld', 'ccache',
  'git-lfs', 'shellcheck', 'jq', 'zstd', 'unzip', 'rsync', 'docker.io', 'qemu-user-static', 'binfmt-support',
];
const COMPONENTS = ['payments', 'ledger', 'search', 'checkout', 'catalog', 'identity', 'notifications', 'reporting', 'gateway', 'billing'];

/**
 * A generated provisioning script of about `size` characters: package pins, per-runner configuration
 * written with here-documents, and health checks, in numbered sections (as a generator would write it).
 */
export function bigProvisioningCode(rng: Random, size: number): ScriptCode {
  const lines = [
    '# Provision a CI build host: every package pinned, every runner configured.',
    '# Generated by tools/provision-gen.py from inventory/ci-hosts.yaml. Do not edit by hand.',
    'set -euo pipefail',
    'export DEBIAN_FRONTEND=noninteractive',
    'log() { printf \'%s %s\\n\' "$(date -u +%FT%TZ)" "$*"; }',
    'pin_package() { apt-get install -y -q --allow-downgrades "$1=$2" >/dev/null && log "pinned $1 $2"; }',
    'write_file() { install -d "$(dirname "$1")"; cat > "$1"; }',
    '',
  ];
  let length = lines.join('\n').length;
  const push = (line: string) => {
    lines.push(line);
    length += line.length + 1;
  };
  for (let section = 1; length < size; section += 1) {
    const component = rng.pick(COMPONENTS);
    const runner = `runner-${String(section).padStart(4, '0')}`;
    push(`# --- section ${section}: ${component} (${runner}) ---`);
    push(`log "section ${section}: ${component}"`);
    for (const name of rng.sample(BUILD_PACKAGES, rng.int(4, 9))) {
      push(`pin_package ${name} "${rng.int(1, 12)}.${rng.int(0, 20)}.${rng.int(0, 9)}-${rng.int(1, 4)}ubuntu0.${rng.pick(['22.04', '24.04'])}.${rng.int(1, 6)}"`);
    }
    push(`write_file /etc/ci/runners.d/${runner}.toml <<'EOF'`);
    push('[[runners]]');
    push(`  name = "${runner}.${component}.ci.acme.internal"`);
    push(`  url = "https://ci.acme.internal/"`);
    push(`  executor = "${rng.pick(['docker', 'shell', 'docker'])}"`);
    push(`  limit = ${rng.int(1, 8)}`);
    push(`  environment = ["COMPONENT=${component}", "CACHE_DIR=/var/cache/ci/${component}", "GOFLAGS=-mod=readonly"]`);
    push('  [runners.docker]');
    push(`    image = "registry.acme.internal/ci/${component}-build:${rng.int(10, 60)}"`);
    push(`    volumes = ["/var/cache/ci/${component}:/cache", "/var/run/docker.sock:/var/run/docker.sock"]`);
    push('EOF');
    push(`systemctl restart ci-runner@${runner}.service || log "WARNING: ${runner} did not restart"`);
    push(`curl -fsS --max-time 5 "http://localhost:9252/health?runner=${runner}" >/dev/null || log "WARNING: ${runner} health check failed"`);
    push('');
  }
  push('log "provisioning finished"');
  return { interpreter: BASH, body: `${lines.join('\n')}\n` };
}

/** One collector of the Python inventory: its name, what it reads and how (several lines each). */
const COLLECTORS: [string, string, string[]][] = [
  ['os_release', 'the distribution', ['data = {}', 'for line in read_text("/etc/os-release").splitlines():', '    key, _, value = line.partition("=")', '    data[key.lower()] = value.strip(\'"\')', 'return {"name": data.get("name"), "version": data.get("version_id"), "codename": data.get("version_codename")}']],
  ['kernel', 'the running kernel', ['return {"release": platform.release(), "version": platform.version(), "machine": platform.machine()}']],
  ['uptime', 'the uptime', ['seconds = float(read_text("/proc/uptime").split()[0])', 'return {"seconds": int(seconds), "booted": iso(time.time() - seconds)}']],
  ['cpu', 'processors', ['model = None', 'cores = 0', 'for line in read_text("/proc/cpuinfo").splitlines():', '    if line.startswith("model name") and model is None:', '        model = line.split(":", 1)[1].strip()', '    if line.startswith("processor"):', '        cores += 1', 'return {"model": model, "cores": cores, "load": os.getloadavg()}']],
  ['memory', 'memory and swap', ['info = {}', 'for line in read_text("/proc/meminfo").splitlines():', '    key, value = line.split(":", 1)', '    info[key] = int(value.split()[0]) * 1024', 'return {', '    "total": info.get("MemTotal"),', '    "available": info.get("MemAvailable"),', '    "swap_total": info.get("SwapTotal"),', '    "swap_free": info.get("SwapFree"),', '}']],
  ['disks', 'block devices', ['output = run("lsblk", "--json", "--bytes", "--output", "NAME,SIZE,TYPE,MOUNTPOINT,MODEL,ROTA")', 'if not output:', '    return []', 'return json.loads(output).get("blockdevices", [])']],
  ['filesystems', 'mounted filesystems', ['result = []', 'for line in read_text("/proc/mounts").splitlines():', '    device, mountpoint, fstype = line.split()[:3]', '    if fstype in PSEUDO_FILESYSTEMS:', '        continue', '    usage = shutil.disk_usage(mountpoint)', '    result.append({"device": device, "mountpoint": mountpoint, "type": fstype, "size": usage.total, "used": usage.used})', 'return result']],
  ['network', 'interfaces and addresses', ['output = run("ip", "-json", "address")', 'interfaces = json.loads(output) if output else []', 'return [', '    {', '        "name": item["ifname"],', '        "state": item.get("operstate"),', '        "mac": item.get("address"),', '        "addresses": [f"{a[\'local\']}/{a[\'prefixlen\']}" for a in item.get("addr_info", [])],', '    }', '    for item in interfaces', '    if item["ifname"] != "lo"', ']']],
  ['routes', 'the routing table', ['output = run("ip", "-json", "route")', 'return json.loads(output) if output else []']],
  ['dns', 'name resolution', ['servers = []', 'for line in read_text("/run/systemd/resolve/resolv.conf").splitlines():', '    if line.startswith("nameserver"):', '        servers.append(line.split()[1])', 'return {"servers": servers, "search": run("resolvectl", "domain").split()}']],
  ['users', 'local accounts', ['return [', '    {"name": entry.pw_name, "uid": entry.pw_uid, "shell": entry.pw_shell}', '    for entry in pwd.getpwall()', '    if entry.pw_uid >= 1000 and entry.pw_uid != 65534', ']']],
  ['groups', 'privileged groups', ['wanted = ("sudo", "adm", "docker", "lxd")', 'result = {}', 'for name in wanted:', '    try:', '        result[name] = grp.getgrnam(name).gr_mem', '    except KeyError:', '        result[name] = None', 'return result']],
  ['packages', 'installed packages', ['output = run("dpkg-query", "-W", "-f", "${Package}\\t${Version}\\t${Status}\\n")', 'packages = {}', 'for line in output.splitlines():', '    name, version, status = line.split("\\t")', '    if status.endswith(" installed"):', '        packages[name] = version', 'return {"count": len(packages), "packages": packages if ARGS.full else None}']],
  ['held_packages', 'packages on hold', ['return run("apt-mark", "showhold").split()']],
  ['upgrades', 'pending upgrades', ['output = run("apt", "list", "--upgradable")', 'lines = [line for line in output.splitlines() if "/" in line]', 'security = [line for line in lines if "-security" in line]', 'return {"total": len(lines), "security": len(security)}']],
  ['snaps', 'installed snaps', ['output = run("snap", "list", "--color=never")', 'result = []', 'for line in output.splitlines()[1:]:', '    name, version, revision, tracking = line.split()[:4]', '    result.append({"name": name, "version": version, "revision": revision, "tracking": tracking})', 'return result']],
  ['services', 'running services', ['output = run("systemctl", "list-units", "--type=service", "--state=running", "--no-legend", "--plain")', 'return sorted(line.split()[0] for line in output.splitlines() if line)']],
  ['failed_units', 'failed units', ['output = run("systemctl", "--failed", "--no-legend", "--plain")', 'return [line.split()[0] for line in output.splitlines() if line]']],
  ['timers', 'systemd timers', ['output = run("systemctl", "list-timers", "--all", "--no-legend", "--plain")', 'return [line.split()[-2] for line in output.splitlines() if line]']],
  ['listening', 'listening sockets', ['output = run("ss", "-H", "-tulpn")', 'result = []', 'for line in output.splitlines():', '    fields = line.split()', '    result.append({"proto": fields[0], "local": fields[4], "process": fields[6] if len(fields) > 6 else None})', 'return result']],
  ['kernel_modules', 'loaded kernel modules', ['return sorted(line.split()[0] for line in read_text("/proc/modules").splitlines())']],
  ['sysctl', 'security-relevant kernel settings', ['result = {}', 'for key in SYSCTL_KEYS:', '    path = "/proc/sys/" + key.replace(".", "/")', '    result[key] = read_text(path).strip() or None', 'return result']],
  ['apt_sources', 'APT sources', ['result = []', 'for path in sorted(glob.glob("/etc/apt/sources.list.d/*")) + ["/etc/apt/sources.list"]:', '    for line in read_text(path).splitlines():', '        line = line.strip()', '        if line and not line.startswith("#"):', '            result.append({"file": path, "line": line})', 'return result']],
  ['ubuntu_pro', 'Ubuntu Pro status', ['output = run("pro", "status", "--format", "json")', 'if not output:', '    return None', 'status = json.loads(output)', 'return {', '    "attached": status.get("attached"),', '    "services": {s["name"]: s["status"] for s in status.get("services", [])},', '}']],
  ['livepatch', 'Livepatch status', ['output = run("canonical-livepatch", "status", "--format", "json")', 'return json.loads(output) if output else None']],
  ['hardware', 'the machine (DMI)', ['result = {}', 'for field in ("sys_vendor", "product_name", "product_serial", "bios_version", "bios_date"):', '    result[field] = read_text(f"/sys/class/dmi/id/{field}").strip() or None', 'return result']],
  ['gpu', 'graphics adapters', ['output = run("lspci", "-mm")', 'return [line for line in output.splitlines() if "VGA" in line or "3D controller" in line]']],
  ['containers', 'containers', ['result = {}', 'if shutil.which("docker"):', '    result["docker"] = run("docker", "ps", "--format", "{{.Names}}").split()', 'if shutil.which("lxc"):', '    result["lxd"] = run("lxc", "list", "--format", "csv", "-c", "n").split()', 'return result']],
  ['certificates', 'local TLS certificates', ['result = []', 'for path in glob.glob("/etc/ssl/private-certs/*.pem"):', '    output = run("openssl", "x509", "-noout", "-enddate", "-in", path)', '    result.append({"file": path, "not_after": output.partition("=")[2] or None})', 'return result']],
  ['cron', 'crontabs', ['result = {}', 'for path in glob.glob("/var/spool/cron/crontabs/*"):', '    entries = [line for line in read_text(path).splitlines() if line and not line.startswith("#")]', '    result[os.path.basename(path)] = entries', 'return result']],
];

const SYSCTL_KEYS = [
  'kernel.randomize_va_space', 'kernel.kptr_restrict', 'kernel.dmesg_restrict', 'kernel.yama.ptrace_scope', 'kernel.unprivileged_bpf_disabled',
  'fs.protected_hardlinks', 'fs.protected_symlinks', 'fs.suid_dumpable', 'net.ipv4.ip_forward', 'net.ipv4.conf.all.rp_filter',
  'net.ipv4.conf.all.accept_redirects', 'net.ipv4.conf.all.send_redirects', 'net.ipv4.conf.all.accept_source_route', 'net.ipv4.conf.all.log_martians',
  'net.ipv4.icmp_echo_ignore_broadcasts', 'net.ipv4.tcp_syncookies', 'net.ipv6.conf.all.accept_ra', 'net.ipv6.conf.all.accept_redirects',
];

/** A Python inventory of several hundred lines: one function per collector, a registry, output as JSON or text. */
export function inventoryPythonCode(): ScriptCode {
  const lines = [
    '"""Inventory of this machine for the CMDB: hardware, software, network and security settings.',
    '',
    'Prints JSON (default) or a short text summary. Every collector is independent: one that fails',
    'reports its error and the others still run, so a partial inventory is better than none.',
    '"""',
    'import argparse',
    'import glob',
    'import grp',
    'import json',
    'import os',
    'import platform',
    'import pwd',
    'import shutil',
    'import subprocess',
    'import sys',
    'import time',
    'import traceback',
    '',
    'PSEUDO_FILESYSTEMS = {"proc", "sysfs", "devtmpfs", "devpts", "tmpfs", "cgroup2", "securityfs", "pstore", "bpf", "debugfs",',
    '                      "tracefs", "configfs", "fusectl", "hugetlbfs", "mqueue", "squashfs", "autofs", "binfmt_misc", "nsfs"}',
    'SYSCTL_KEYS = [',
    ...SYSCTL_KEYS.map((key) => `    "${key}",`),
    ']',
    'COLLECTORS = {}',
    'ARGS = None',
    '',
    '',
    'def collector(function):',
    '    """Registers a collector under its name."""',
    '    COLLECTORS[function.__name__.removeprefix("collect_")] = function',
    '    return function',
    '',
    '',
    'def run(*command, timeout=20):',
    '    """The standard output of a command, or "" when it is missing, fails or hangs."""',
    '    try:',
    '        completed = subprocess.run(command, capture_output=True, text=True, timeout=timeout)',
    '    except (OSError, subprocess.TimeoutExpired):',
    '        return ""',
    '    return completed.stdout if completed.returncode == 0 else ""',
    '',
    '',
    'def read_text(path):',
    '    """A file\'s text, or "" when it cannot be read."""',
    '    try:',
    '        with open(path, encoding="utf-8", errors="replace") as handle:',
    '            return handle.read()',
    '    except OSError:',
    '        return ""',
    '',
    '',
    'def iso(seconds):',
    '    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))',
    '',
  ];
  for (const [name, what, body] of COLLECTORS) {
    lines.push('', '@collector', `def collect_${name}():`, `    """Collects ${what}."""`, ...body.map((line) => `    ${line}`), '');
  }
  lines.push(
    '',
    'def collect(names):',
    '    inventory = {"collected_at": iso(time.time()), "errors": {}}',
    '    for name in names:',
    '        started = time.monotonic()',
    '        try:',
    '            inventory[name] = COLLECTORS[name]()',
    '        except Exception:  # noqa: BLE001 - one collector must not stop the others',
    '            inventory[name] = None',
    '            inventory["errors"][name] = traceback.format_exc(limit=3)',
    '        if ARGS.verbose:',
    '            print(f"{name}: {time.monotonic() - started:.2f}s", file=sys.stderr)',
    '    return inventory',
    '',
    '',
    'def summary(inventory):',
    '    os_release = inventory.get("os_release") or {}',
    '    memory = inventory.get("memory") or {}',
    '    upgrades = inventory.get("upgrades") or {}',
    '    lines = [',
    '        f"{os_release.get(\'name\')} {os_release.get(\'version\')} ({os_release.get(\'codename\')})",',
    '        f"kernel {(inventory.get(\'kernel\') or {}).get(\'release\')}",',
    '        f"memory {(memory.get(\'total\') or 0) // 2**20} MiB, {(memory.get(\'available\') or 0) // 2**20} MiB available",',
    '        f"{(inventory.get(\'packages\') or {}).get(\'count\')} packages, {upgrades.get(\'total\')} upgrades ({upgrades.get(\'security\')} security)",',
    '        f"{len(inventory.get(\'services\') or [])} services running, {len(inventory.get(\'failed_units\') or [])} failed",',
    '    ]',
    '    if inventory["errors"]:',
    '        lines.append("errors in: " + ", ".join(sorted(inventory["errors"])))',
    '    return "\\n".join(lines)',
    '',
    '',
    'def main():',
    '    global ARGS',
    '    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])',
    '    parser.add_argument("--format", choices=("json", "text"), default="json")',
    '    parser.add_argument("--full", action="store_true", help="include every package and version")',
    '    parser.add_argument("--only", nargs="*", choices=sorted(COLLECTORS), help="run these collectors only")',
    '    parser.add_argument("--verbose", action="store_true", help="time each collector on stderr")',
    '    ARGS = parser.parse_args()',
    '    inventory = collect(ARGS.only or sorted(COLLECTORS))',
    '    if ARGS.format == "json":',
    '        json.dump(inventory, sys.stdout, indent=2, sort_keys=True, default=str)',
    '        print()',
    '    else:',
    '        print(summary(inventory))',
    '    return 1 if inventory["errors"] else 0',
    '',
    '',
    'if __name__ == "__main__":',
    '    sys.exit(main())',
  );
  return { interpreter: ENV_PYTHON, body: `${lines.join('\n')}\n` };
}
