/**
 * What the archive offers every instance, process-wide and built on first use: the package catalogue
 * (real names first, then made-up library and module names, ~15,000 in all, sorted by name, with
 * stable ids) and the USN catalogue (a few hundred Ubuntu Security Notices over the real packages).
 * Instances draw their installed packages and security issues from them (routes/packages.ts).
 */
import { Random } from './random.ts';
import { HOSTILE } from './showcase.ts';

export interface CataloguePackage {
  id: number;
  name: string;
  summary: string;
  /** The archive's version (what an install gets; an instance's installed version may be older). */
  version: string;
  /** A real Ubuntu package: only these have security notices. */
  real: boolean;
}

/** name|summary */
const REAL = `
accountsservice|query and manipulate user account information
acl|access control list - utilities
adduser|add and remove users and groups
apache2|Apache HTTP Server
apparmor|user-space parser utility for AppArmor
apport|automatically generate crash reports for debugging
apt|commandline package manager
apt-utils|package management related utility programs
base-files|Debian base system miscellaneous files
bash|GNU Bourne Again SHell
bash-completion|programmable completion for the bash shell
bind9-dnsutils|Clients provided with BIND 9
binutils|GNU assembler, linker and binary utilities
bsdutils|basic utilities from 4.4BSD-Lite
busybox-static|Standalone rescue shell with tons of builtin utilities
bzip2|high-quality block-sorting file compressor - utilities
ca-certificates|Common CA certificates
chrony|Versatile implementation of the Network Time Protocol
cloud-init|initialization and customization tool for cloud instances
containerd|daemon to control runC
coreutils|GNU core utilities
cpio|GNU cpio -- a program to manage archives of files
cron|process scheduling daemon
cups|Common UNIX Printing System(tm) - PPD/driver support, web interface
curl|command line tool for transferring data with URL syntax
dbus|simple interprocess messaging system (system message bus)
dconf-gsettings-backend|simple configuration storage system - GSettings back-end
debconf|Debian configuration management system
dirmngr|GNU privacy guard - network certificate management service
distro-info-data|information about the distributions' releases (data files)
dmidecode|SMBIOS/DMI table decoder
dnsmasq-base|Small caching DNS proxy and DHCP/TFTP server
docker.io|Linux container runtime
dpkg|Debian package management system
e2fsprogs|ext2/ext3/ext4 file system utilities
ethtool|display or change Ethernet device settings
fail2ban|ban hosts that cause multiple authentication errors
file|Recognize the type of data in a file using "magic" numbers
findutils|utilities for finding files--find, xargs
firefox|Transitional package - firefox -> firefox snap
fwupd|Firmware update daemon
gawk|GNU awk, a pattern scanning and processing language
gcc-12-base|GCC, the GNU Compiler Collection (base package)
gdm3|GNOME Display Manager
ghostscript|interpreter for the PostScript language and for PDF
git|fast, scalable, distributed revision control system
gnome-shell|graphical shell for the GNOME desktop
gnupg|GNU privacy guard - a free PGP replacement
gpgv|GNU privacy guard - signature verification tool
grep|GNU grep, egrep and fgrep
grub-efi-amd64-signed|GRand Unified Bootloader, version 2 (EFI-AMD64 version, signed)
gzip|GNU compression utilities
haproxy|fast and reliable load balancing reverse proxy
hostname|utility to set/show the host name or domain name
htop|interactive processes viewer
imagemagick|image manipulation programs -- binaries
init-system-helpers|helper tools for all init systems
iproute2|networking and traffic control tools
iptables|administration tools for packet filtering and NAT
iputils-ping|Tools to test the reachability of network hosts
jq|lightweight and flexible command-line JSON processor
kmod|tools for managing Linux kernel modules
krb5-locales|internationalization support for MIT Kerberos
landscape-client|Landscape administration system client
less|pager program similar to more
libapparmor1|changehat AppArmor library
libarchive13|Multi-format archive and compression library (shared library)
libc-bin|GNU C Library: Binaries
libc6|GNU C Library: Shared libraries
libcap2|POSIX 1003.1e capabilities (library)
libcurl4|easy-to-use client-side URL transfer library (OpenSSL flavour)
libexpat1|XML parsing C library - runtime library
libgcrypt20|LGPL Crypto library - runtime library
libglib2.0-0|GLib library of C routines
libgnutls30|GNU TLS library - main runtime library
libgssapi-krb5-2|MIT Kerberos runtime libraries - krb5 GSS-API Mechanism
libjpeg-turbo8|IJG JPEG compliant runtime library.
libk5crypto3|MIT Kerberos runtime libraries - Crypto Library
libkrb5-3|MIT Kerberos runtime libraries
libldap2|OpenLDAP libraries
liblzma5|XZ-format compression library
libmysqlclient21|MySQL database client library
libncurses6|shared libraries for terminal handling
libnghttp2-14|library implementing HTTP/2 protocol (shared library)
libnss3|Network Security Service libraries
libpam-modules|Pluggable Authentication Modules for PAM
libpam0g|Pluggable Authentication Modules library
libpng16-16|PNG library - runtime (version 1.6)
libpq5|PostgreSQL C client library
libpython3.10|Shared Python runtime library (version 3.10)
libsasl2-2|Cyrus SASL - authentication abstraction library
libsqlite3-0|SQLite 3 shared library
libssh-4|tiny C SSH library (OpenSSL flavor)
libssl3|Secure Sockets Layer toolkit - shared libraries
libsystemd0|systemd utility library
libtiff6|Tag Image File Format (TIFF) library
libudev1|libudev shared library
libwebp7|Lossy compression of digital photographic images
libx11-6|X11 client-side library
libxml2|GNOME XML library
libxslt1.1|XSLT 1.0 processing library - runtime library
libyaml-0-2|Fast YAML 1.1 parser and emitter library
libzstd1|fast lossless compression algorithm
linux-firmware|Firmware for Linux kernel drivers
linux-generic|Complete Generic Linux kernel and headers
linux-image-generic|Generic Linux kernel image
linux-libc-dev|Linux Kernel Headers for development
locales|GNU C Library: National Language (locale) data [support]
login|system login tools
logrotate|Log rotation utility
lsb-release|Linux Standard Base version reporting utility
lshw|information about hardware configuration
lxd-installer|Wrapper to install lxd snap on demand
man-db|tools for reading manual pages
mawk|Pattern scanning and text processing language
mount|tools for mounting and manipulating filesystems
mysql-server|MySQL database server (metapackage depending on the latest version)
nano|small, friendly text editor inspired by Pico
netplan.io|YAML network configuration abstraction for various backends
nfs-common|NFS support files common to client and server
nginx|small, powerful, scalable web/proxy server
nodejs|evented I/O for V8 javascript - runtime executable
ntfs-3g|read/write NTFS driver for FUSE
openjdk-17-jre-headless|OpenJDK Java runtime, using Hotspot JIT (headless)
openssh-client|secure shell (SSH) client, for secure access to remote machines
openssh-server|secure shell (SSH) server, for secure access from remote machines
openssl|Secure Sockets Layer toolkit - cryptographic utility
passwd|change and administer password and group data
perl|Larry Wall's Practical Extraction and Report Language
perl-base|minimal Perl system
php8.1|server-side, HTML-embedded scripting language (metapackage)
policykit-1|framework for managing administrative policies and privileges
postgresql-14|The World's Most Advanced Open Source Relational Database
procps|/proc file system utilities
python3|interactive high-level object-oriented language (default python3 version)
python3-cryptography|Python library exposing cryptographic recipes and primitives (Python 3)
python3-jinja2|small but fast and easy to use stand-alone template engine
python3-pip|Python package installer
python3-requests|elegant and simple HTTP library for Python3, built for human beings
python3-urllib3|HTTP library with thread-safe connection pooling for Python3
python3-yaml|YAML parser and emitter for Python3
python3.10|Interactive high-level object-oriented language (version 3.10)
redis-server|Persistent key-value database with network interface
rsync|fast, versatile, remote (and local) file-copying tool
rsyslog|reliable system and kernel logging daemon
samba-libs|Samba core libraries
sed|GNU stream editor for filtering/transforming text
shim-signed|Secure Boot chain-loading bootloader (Microsoft-signed binary)
snapd|Daemon and tooling that enable snap packages
sosreport|Set of tools to gather troubleshooting data from a system
sqlite3|Command line interface for SQLite 3
sudo|Provide limited super user privileges to specific users
systemd|system and service manager
systemd-timesyncd|minimalistic service to synchronize local time with NTP servers
tar|GNU version of the tar archiving utility
tcpdump|command-line network traffic analyzer
thunderbird|Transitional package - thunderbird -> thunderbird snap
tmux|terminal multiplexer
tzdata|time zone and daylight-saving time data
ubuntu-advantage-tools|transitional dummy package for ubuntu-pro-client
ubuntu-pro-client|Management tools for Ubuntu Pro
ufw|program for managing a Netfilter firewall
unattended-upgrades|automatic installation of security upgrades
unzip|De-archiver for .zip files
util-linux|miscellaneous system utilities
vim|Vi IMproved - enhanced vi editor
vim-common|Vi IMproved - Common files
wget|retrieves files from the web
wireguard-tools|fast, modern, secure kernel VPN tunnel (userland utilities)
xdg-utils|desktop integration utilities from freedesktop.org
xserver-xorg-core|Xorg X server - core server
xz-utils|XZ-format compression utilities
zlib1g|compression library - runtime
zstd|fast lossless compression algorithm -- CLI tool
`;

const STEMS = [
  'acl', 'alsa', 'archive', 'asound', 'atk', 'audit', 'avahi', 'blkid', 'boost', 'brotli', 'cairo', 'cap', 'cbor', 'cjson',
  'colord', 'crypt', 'cups', 'dav', 'dbus', 'drm', 'dw', 'edit', 'elf', 'enchant', 'epoxy', 'event', 'exif', 'ffi', 'flac',
  'fontconfig', 'freetype', 'fribidi', 'fuse', 'gdbm', 'gdk', 'geoclue', 'gif', 'gl', 'glvnd', 'gmp', 'gnome', 'gpgme',
  'graphite', 'gsf', 'gstreamer', 'gtk', 'gudev', 'harfbuzz', 'hogweed', 'hunspell', 'icu', 'idn', 'inih', 'isl', 'jansson',
  'jbig', 'json', 'kmod', 'lcms', 'ldb', 'lerc', 'lua', 'lz4', 'magic', 'mnl', 'mpc', 'mpfr', 'mtdev', 'ndp', 'netfilter',
  'nettle', 'newt', 'nftables', 'nl', 'npth', 'nspr', 'ogg', 'opus', 'orc', 'p11', 'pango', 'parted', 'pci', 'pcre', 'pixman',
  'polkit', 'popt', 'proxy', 'psl', 'pulse', 'qt', 'readline', 'rsvg', 'rtmp', 'seccomp', 'secret', 'selinux', 'sensors',
  'slang', 'smbclient', 'sndfile', 'soup', 'speex', 'ss', 'tasn', 'tdb', 'tevent', 'theora', 'tiff', 'tinfo', 'uchardet',
  'unistring', 'usb', 'uuid', 'uv', 'vorbis', 'vpx', 'vte', 'wayland', 'webkit', 'wrap', 'xau', 'xcb', 'xkb', 'xmlb', 'xtables',
];

/** prefix, suffix, summary template ({s} is the stem). */
const FAMILIES: [string, string, string][] = [
  ['lib', '0', '{s} library - runtime files'],
  ['lib', '1', '{s} shared library'],
  ['lib', '-dev', '{s} library - development files'],
  ['lib', '-doc', '{s} library - documentation'],
  ['lib', '-common', '{s} library - common files'],
  ['lib', '-bin', '{s} library - utility programs'],
  ['python3-', '', 'Python 3 bindings for {s}'],
  ['node-', '', '{s} module for Node.js'],
  ['golang-github-', '-dev', 'Go bindings for {s} (source)'],
  ['ruby-', '', 'Ruby bindings for {s}'],
  ['r-cran-', '', 'GNU R package for {s}'],
  ['libghc-', '-dev', 'Haskell bindings for {s}'],
  ['gir1.2-', '-1.0', 'GObject introspection data for {s}'],
  ['fonts-', '', '{s} fonts'],
  ['texlive-', '', 'TeX Live: {s} macros'],
  ['', '-tools', 'command-line tools for {s}'],
  ['', '-data', 'data files for {s}'],
  ['lib', '-perl', 'Perl module for {s}'],
  ['php-', '', '{s} module for PHP'],
  ['liblua5.4-', '', '{s} module for Lua 5.4'],
  ['gstreamer1.0-', '', 'GStreamer plugin for {s}'],
  ['lib', '-java', '{s} library for Java'],
  ['lib', '-ocaml', 'OCaml bindings for {s}'],
  ['emacs-', '', 'Emacs mode for {s}'],
  ['elpa-', '', 'Emacs package for {s}'],
  ['lib', '-dbg', '{s} library - debugging symbols'],
  ['lib', '-plugins', '{s} library - plugins'],
  ['lib', '-utils', '{s} library - utilities'],
  ['lib', '-0.2-0', '{s} library (version 0.2)'],
  ['lib', '3', '{s} library (version 3)'],
  ['lib', '-gtk3-0', '{s} library - GTK 3 bindings'],
  ['lib', '-qt5-1', '{s} library - Qt 5 bindings'],
  ['', '-doc', 'documentation for {s}'],
  ['', '-examples', 'examples for {s}'],
  ['lib', '-tests', '{s} library - installed tests'],
  ['lib', '-locales', '{s} library - translations'],
  ['', '-daemon', '{s} daemon'],
  ['lib', '-cil', '{s} library for Mono'],
  ['lib', '-static', '{s} library - static libraries'],
  ['lib', '-mod', '{s} library - loadable modules'],
  ['', '-cli', 'command-line client for {s}'],
  ['', '-server', '{s} server'],
  ['', '-client', '{s} client'],
  ['lib', '-extra', '{s} library - extra modules'],
  ['lib', '-headers', '{s} library - headers'],
  ['lib', '-i18n', '{s} library - internationalisation'],
  ['', '-gui', 'graphical front end for {s}'],
  ['lib', '-udeb', '{s} library - installer variant'],
];

const SONAMES = 72;

/** Packages with hostile names or summaries, installed on instance 6 (SHOWCASE.busy) only. */
export const HOSTILE_PACKAGES: readonly [string, string][] = [
  [HOSTILE.html, `${HOSTILE.script} summary with markup`],
  [HOSTILE.long, 'A package whose name is 10,000 characters long'],
  [HOSTILE.rtl, `Right-to-left override in the name: ${HOSTILE.rtl}`],
  [HOSTILE.zeroWidth, 'A name made only of zero-width characters'],
  ['emoji-toolkit', HOSTILE.emoji],
  ['long-summary', `${'An unusually verbose summary that keeps going. '.repeat(200)}(10,000 characters or so)`],
];

function archiveVersion(rng: Random): string {
  const epoch = rng.chance(0.1) ? `${rng.int(1, 3)}:` : '';
  return `${epoch}${rng.int(0, 9)}.${rng.int(0, 24)}.${rng.int(0, 15)}-${rng.int(1, 5)}ubuntu${rng.int(0, 3)}.${rng.int(1, 24)}`;
}

export interface PackageCatalogue {
  /** Sorted by name (code units). */
  packages: readonly CataloguePackage[];
  byName: ReadonlyMap<string, CataloguePackage>;
  byId: ReadonlyMap<number, CataloguePackage>;
}

let packages: PackageCatalogue | undefined;

/** The archive's packages, built once per process (about 15,000, a few milliseconds). */
export function packageCatalogue(): PackageCatalogue {
  if (packages) return packages;
  const rng = new Random('catalogue:packages');
  const entries: Omit<CataloguePackage, 'id'>[] = [];
  const seen = new Set<string>();
  const add = (name: string, summary: string, real: boolean) => {
    if (seen.has(name)) return;
    seen.add(name);
    entries.push({ name, summary, version: archiveVersion(rng), real });
  };
  for (const line of REAL.trim().split('\n')) {
    const [name, summary] = line.split('|') as [string, string];
    add(name, summary, true);
  }
  for (const [prefix, suffix, summary] of FAMILIES) {
    for (const stem of STEMS) add(`${prefix}${stem}${suffix}`, summary.replace('{s}', stem), false);
  }
  // Older sonames, as an archive keeps them: enough to give instance 6 its 5,000+ packages.
  for (let soname = 4; soname < 4 + SONAMES; soname += 1) {
    for (const stem of STEMS) add(`lib${stem}${soname}`, `${stem} library (soname ${soname})`, false);
  }
  for (const [name, summary] of HOSTILE_PACKAGES) add(name, summary, false);
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const list = entries.map((entry, index): CataloguePackage => Object.freeze({ id: 1001 + index, ...entry }));
  packages = {
    packages: list,
    byName: new Map(list.map((entry) => [entry.name, entry])),
    byId: new Map(list.map((entry) => [entry.id, entry])),
  };
  return packages;
}

export interface CatalogueUsn {
  usn: string;
  usn_link: string;
  /** As the API sends it: no time zone, microseconds (`2023-12-14T17:31:12.723162`). */
  date: string;
  info: string;
  cves: { cve: string; cve_link: string }[];
  /** Names of the (real) packages it fixes. */
  packages: readonly string[];
}

export interface UsnCatalogue {
  /** Newest first. */
  usns: readonly CatalogueUsn[];
  byId: ReadonlyMap<string, CatalogueUsn>;
  byPackage: ReadonlyMap<string, readonly CatalogueUsn[]>;
}

const USN_COUNT = 300;
const DAY = 86_400_000;

/** Packages that are always fixed together. */
const USN_COMPANIONS: Record<string, string> = {
  openssl: 'libssl3', curl: 'libcurl4', vim: 'vim-common', 'openssh-server': 'openssh-client', libc6: 'libc-bin',
  'linux-image-generic': 'linux-generic', python3: 'python3.10', 'libkrb5-3': 'libk5crypto3', 'libpam0g': 'libpam-modules',
  systemd: 'libsystemd0', gnupg: 'gpgv', 'xz-utils': 'liblzma5', 'libxml2': 'libxslt1.1', 'bind9-dnsutils': 'dnsmasq-base',
};

const usnCatalogues = new Map<number, UsnCatalogue>();

/** The notices, dated back from `anchor` (the seed's now); built once per anchor. */
export function usnCatalogue(anchor: number): UsnCatalogue {
  const cached = usnCatalogues.get(anchor);
  if (cached) return cached;
  const rng = new Random('catalogue:usns');
  const real = packageCatalogue().packages.filter((entry) => entry.real);
  const usns: CatalogueUsn[] = [];
  let number = 7400;
  let time = anchor - DAY;
  for (let index = 0; index < USN_COUNT; index += 1) {
    const primary = real[(index * 7) % real.length]!.name;
    const names = new Set([primary]);
    const companion = USN_COMPANIONS[primary];
    if (companion !== undefined) names.add(companion);
    else if (rng.chance(0.25)) names.add(rng.pick(real).name);
    const cveCount = rng.int(1, 6);
    const year = new Date(time).getUTCFullYear();
    const cves = Array.from({ length: cveCount }, () => {
      const cve = `CVE-${year - rng.int(0, 1)}-${rng.int(1000, 52999)}`;
      return { cve, cve_link: `https://cve.mitre.org/cgi-bin/cvename.cgi?name=${cve}` };
    });
    const usn = `${number}-${rng.chance(0.12) ? 2 : 1}`;
    const kernel = primary.startsWith('linux-');
    const subject = kernel ? 'Linux kernel' : primary;
    usns.push(
      Object.freeze({
        usn,
        usn_link: `https://ubuntu.com/security/notices/USN-${usn}`,
        date: new Date(time).toISOString().replace(/Z$/, `${String(rng.int(0, 999)).padStart(3, '0')}`),
        info: `${subject} ${cveCount === 1 ? 'vulnerability' : 'vulnerabilities'}`,
        cves,
        packages: [...names],
      }),
    );
    number -= rng.int(1, 6);
    time -= rng.int(Math.floor(0.5 * DAY), Math.floor(4 * DAY));
  }
  const byPackage = new Map<string, CatalogueUsn[]>();
  for (const entry of usns) {
    for (const name of entry.packages) byPackage.set(name, [...(byPackage.get(name) ?? []), entry]);
  }
  const catalogue: UsnCatalogue = { usns, byId: new Map(usns.map((entry) => [entry.usn, entry])), byPackage };
  usnCatalogues.set(anchor, catalogue);
  return catalogue;
}

export interface SnapPublisher {
  id: string;
  username: string;
  'display-name': string;
  validation: 'verified' | 'starred' | 'unproven';
}

export interface SnapRelease {
  channel: { architecture: string; name: string; 'released-at': string; risk: string; track: string };
  confinement: 'strict' | 'classic';
  revision: number;
  version: string;
}

export interface CatalogueSnap {
  id: string;
  name: string;
  summary: string;
  publisher: SnapPublisher;
  confinement: 'strict' | 'classic';
  /** The store's channel map: every track × risk × architecture. */
  channels: readonly SnapRelease[];
}

const PUBLISHERS: Record<string, [displayName: string, validation: SnapPublisher['validation']]> = {
  canonical: ['Canonical', 'verified'],
  mozilla: ['Mozilla', 'verified'],
  jetbrains: ['jetbrains', 'verified'],
  microsoft: ['Microsoft', 'verified'],
  snapcrafters: ['Snapcrafters', 'starred'],
  'node-snaps': ['Node.js', 'starred'],
  'kde': ['KDE', 'verified'],
  'alexmurray': ['Alex Murray', 'starred'],
  'jdoe-builds': ['J. Doe', 'unproven'],
  'tools-r-us': ['Tools R Us', 'unproven'],
};

/** name|publisher|confinement|tracks|summary */
const SNAPS = `
bare|canonical|strict|latest|Empty base snap, useful for fully static binaries
charmcraft|canonical|classic|latest,3.x,2.x|The charming tool
chromium|canonical|strict|latest|Chromium web browser, open-source version of Chrome
code|microsoft|classic|latest|Code editing. Redefined.
core|canonical|strict|latest|snapd runtime environment
core18|canonical|strict|latest|Runtime environment based on Ubuntu 18.04
core20|canonical|strict|latest|Runtime environment based on Ubuntu 20.04
core22|canonical|strict|latest|Runtime environment based on Ubuntu 22.04
core24|canonical|strict|latest|Runtime environment based on Ubuntu 24.04
firefox|mozilla|strict|latest,esr|Mozilla Firefox web browser
firmware-updater|canonical|strict|latest|Firmware Updater for Linux
gnome-42-2204|canonical|strict|latest|Shared GNOME 42 Ubuntu stack
gnome-46-2404|canonical|strict|latest|Shared GNOME 46 runtime for Ubuntu 24.04
gtk-common-themes|canonical|strict|latest|All the (common) themes
juju|canonical|strict|latest,3.6,3.5,2.9|Juju - a model-driven operator lifecycle manager for K8s and machines
lxd|canonical|strict|latest,6,5.21,5.0|LXD - container and VM manager
mesa-2404|canonical|strict|latest|Mesa libraries for core24 snaps
microk8s|canonical|classic|latest,1.32,1.31,1.30|Kubernetes for workstations and appliances
multipass|canonical|strict|latest|Instant Ubuntu VMs
rockcraft|canonical|classic|latest|A tool to create OCI images
snap-store|canonical|strict|latest,2|Snap Store is a graphical desktop application for discovering, installing and managing snaps on Linux
snapcraft|canonical|classic|latest,8.x,7.x|Package, distribute, and update any app for Linux and IoT
snapd|canonical|strict|latest|Daemon and tooling that enable snap packages
snapd-desktop-integration|canonical|strict|latest|Desktop Integration for snapd
thunderbird|canonical|strict|latest,esr|Mozilla Thunderbird email application
aws-cli|canonical|classic|latest,v1|Universal Command Line Interface for Amazon Web Services
azure-cli|microsoft|classic|latest|Microsoft Azure command-line tools
google-cloud-cli|canonical|classic|latest|Google Cloud CLI
doctl|snapcrafters|strict|latest|The official DigitalOcean command line interface
kubectl|canonical|classic|latest,1.32,1.31,1.30|kubectl controls the Kubernetes cluster manager
helm|snapcrafters|classic|latest,3.16,3.15|The Kubernetes package manager
terraform|snapcrafters|classic|latest|Terraform enables you to safely and predictably create, change, and improve infrastructure
node|node-snaps|classic|latest,22,20,18|Node.js
go|canonical|classic|latest,1.23,1.22|The Go programming language
rustup|snapcrafters|classic|latest|The Rust toolchain installer
ruby|snapcrafters|classic|latest,3.3,3.2|Ruby is an interpreted object-oriented programming language
dotnet-sdk|microsoft|classic|latest,8.0,6.0|Develop high performance applications in less time, on any platform
powershell|microsoft|classic|latest|PowerShell for every system!
intellij-idea-community|jetbrains|classic|latest,2024.3|IntelliJ IDEA Community Edition
intellij-idea-ultimate|jetbrains|classic|latest,2024.3|IntelliJ IDEA Ultimate
pycharm-community|jetbrains|classic|latest,2024.3|PyCharm Community Edition
pycharm-professional|jetbrains|classic|latest,2024.3|PyCharm Professional Edition
goland|jetbrains|classic|latest|GoLand, a capable and ergonomic Go IDE
webstorm|jetbrains|classic|latest|WebStorm, the smartest JavaScript IDE
clion|jetbrains|classic|latest|A cross-platform IDE for C and C++
datagrip|jetbrains|classic|latest|IDE for Databases and SQL
android-studio|snapcrafters|classic|latest|The IDE for Android
gimp|snapcrafters|strict|latest|GNU Image Manipulation Program
inkscape|snapcrafters|strict|latest|Vector Graphics Editor
blender|canonical|classic|latest,4.2lts,3.6lts|Blender is the free and open source 3D creation suite
krita|kde|strict|latest|Digital Painting, Creative Freedom
obs-studio|snapcrafters|strict|latest|Free and open source software for live streaming and screen recording
audacity|snapcrafters|strict|latest|Record and edit audio files
kdenlive|kde|strict|latest|Video Editor
okular|kde|strict|latest|Universal document viewer
vlc|canonical|strict|latest,3.0|The ultimate media player
spotify|snapcrafters|strict|latest|Music for everyone
slack|snapcrafters|classic|latest|Team communication for the 21st century
discord|snapcrafters|strict|latest|All-in-one voice and text chat for gamers
zoom-client|snapcrafters|strict|latest|Zoom Video Conference
postman|snapcrafters|strict|latest,v10|API Development Environment
telegram-desktop|snapcrafters|strict|latest|Official desktop client for the Telegram messenger
signal-desktop|snapcrafters|strict|latest|Speak Freely - Private Messenger
mattermost-desktop|snapcrafters|strict|latest|Mattermost Desktop client for Linux
element-desktop|snapcrafters|strict|latest|Secure and independent communication, connected via Matrix
libreoffice|canonical|strict|latest,24.8,24.2|LibreOffice is a powerful office suite including word processing and creation of spreadsheets, slideshows and databases
onlyoffice-desktopeditors|snapcrafters|strict|latest|A comprehensive office suite for editing documents, spreadsheets and presentations
sublime-text|snapcrafters|classic|latest|A sophisticated text editor for code, markup and prose
emacs|alexmurray|classic|latest|GNU Emacs is the extensible self-documenting text editor
nvim|snapcrafters|classic|latest|Vim-fork focused on extensibility and agility
micro|snapcrafters|classic|latest|A modern and intuitive terminal-based text editor
htop|snapcrafters|strict|latest|Interactive processes viewer
btop|snapcrafters|strict|latest|Resource monitor that shows usage and stats for processor, memory, disks, network and processes
jq|snapcrafters|strict|latest|Command-line JSON processor
yq|snapcrafters|strict|latest,v4|A lightweight and portable command-line YAML processor
mosquitto|canonical|strict|latest|Eclipse Mosquitto MQTT broker
nextcloud|snapcrafters|strict|latest,29,28|Nextcloud Server - A safe home for all your data
grafana|snapcrafters|strict|latest|Feature rich metrics dashboard and graph editor
prometheus|snapcrafters|strict|latest,2|The Prometheus monitoring system and time series database
etcd|canonical|strict|latest,3.5,3.4|Resilient key-value store by CoreOS
k6|snapcrafters|strict|latest|A modern load testing tool, using Go and JavaScript
ngrok|snapcrafters|strict|latest|Secure tunnels to localhost
certbot|snapcrafters|classic|latest|Automatically configure HTTPS using Let's Encrypt
postgresql|snapcrafters|strict|latest,16,15|PostgreSQL is a powerful, open source object-relational database system
redis|snapcrafters|strict|latest,7|Redis is an open source key-value store
mysql-shell|snapcrafters|strict|latest,8.0|MySQL Shell is an advanced client and code editor for MySQL
dbeaver-ce|snapcrafters|classic|latest|Universal Database Tool
drawio|snapcrafters|strict|latest|diagrams.net desktop
bitwarden|snapcrafters|strict|latest|Bitwarden
keepassxc|snapcrafters|strict|latest|Community-driven port of the Windows application “KeePass Password Safe”
brave|snapcrafters|strict|latest|Browse faster and safer with Brave
opera|snapcrafters|strict|latest|Fast, secure, easy-to-use browser
vivaldi|snapcrafters|strict|latest|Vivaldi web browser
foliate|snapcrafters|strict|latest|Read e-books in style
steam|canonical|strict|latest|Launcher for the Steam software distribution service
retroarch|snapcrafters|strict|latest|The world's most advanced retro game emulator
landscape-api|canonical|strict|latest|Tool to access the Landscape API
maas|canonical|strict|latest,3.5,3.4|Metal as a Service
openstack|canonical|strict|latest,2024.1|Sunbeam OpenStack
ubuntu-frame|canonical|strict|latest,24,22|The foundation for many embedded graphical display implementations
checkbox|canonical|classic|latest,uc24|Checkbox test runner
`;

const GENERATED_SNAP_WORDS = ['cloud', 'edge', 'data', 'net', 'log', 'metric', 'trace', 'mesh', 'vault', 'queue', 'cache', 'search', 'stream', 'build', 'deploy', 'backup'];
const GENERATED_SNAP_KINDS = ['agent', 'cli', 'server', 'exporter', 'operator', 'gateway'];

export interface SnapCatalogue {
  /** Sorted by name. */
  snaps: readonly CatalogueSnap[];
  byName: ReadonlyMap<string, CatalogueSnap>;
}

const snapCatalogues = new Map<number, SnapCatalogue>();

/** The store's snaps (about 200); release dates go back from `anchor` (the seed's now). */
export function snapCatalogue(anchor: number): SnapCatalogue {
  const cached = snapCatalogues.get(anchor);
  if (cached) return cached;
  const rng = new Random('catalogue:snaps');
  const rows = SNAPS.trim().split('\n').map((line) => line.split('|') as [string, string, 'strict' | 'classic', string, string]);
  for (const word of GENERATED_SNAP_WORDS) {
    for (const kind of GENERATED_SNAP_KINDS) {
      const publisher = rng.pick(['tools-r-us', 'jdoe-builds', 'snapcrafters']);
      rows.push([`${word}-${kind}`, publisher, 'strict', 'latest', `${word[0]!.toUpperCase()}${word.slice(1)} ${kind} for fleets of machines`]);
    }
  }
  const idChars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const snaps = rows
    .map(([name, username, confinement, tracks, summary]): CatalogueSnap => {
      const [displayName, validation] = PUBLISHERS[username]!;
      const major = rng.int(1, 30);
      const channels: SnapRelease[] = [];
      tracks.split(',').forEach((track, trackIndex) => {
        ['stable', 'candidate', 'beta', 'edge'].forEach((risk, riskIndex) => {
          const version = track === 'latest' ? `${major}.${rng.int(0, 12)}.${rng.int(0, 9)}` : `${track.replace(/[^\d.]/g, '') || major}.${rng.int(0, 9)}`;
          const revision = rng.int(100, 30_000);
          const released = anchor - (trackIndex * 60 + (3 - riskIndex) * 5 + rng.int(1, 20)) * DAY;
          for (const architecture of ['amd64', 'arm64']) {
            channels.push({
              channel: { architecture, name: `${track}/${risk}`, 'released-at': new Date(released).toISOString(), risk, track },
              confinement,
              revision: architecture === 'amd64' ? revision : revision + 1,
              version: riskIndex === 3 ? `${version}+git${rng.int(100, 999)}` : version,
            });
          }
        });
      });
      return Object.freeze({
        id: Array.from({ length: 32 }, () => idChars[rng.int(0, idChars.length - 1)]).join(''),
        name,
        summary,
        publisher: { id: `pub${username.length}${rng.int(100000, 999999)}`, username, 'display-name': displayName, validation },
        confinement,
        channels,
      });
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const catalogue: SnapCatalogue = { snaps, byName: new Map(snaps.map((snap) => [snap.name, snap])) };
  snapCatalogues.set(anchor, catalogue);
  return catalogue;
}
