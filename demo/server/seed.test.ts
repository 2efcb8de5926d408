import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { forkData, seedData } from './data.ts';
import { associatedInstances, auditResults, PROFILE_INSTANCE_LIMIT } from './fleet.ts';
import { ACTIVITY_STATUSES, type Organisation } from './model.ts';
import { parseSchedule } from './schedule.ts';
import { generateSeed } from './seed.ts';
import { iso } from './time.ts';

const anchor = Date.UTC(2026, 5, 1, 12, 0);
const seed = generateSeed({ anchor });
const org = (name: string): Organisation => seed.organisations.find((candidate) => candidate.name === name)!;
const acme = org('acme');

describe('seed', () => {
  it('is deterministic for a given anchor', () => {
    assert.deepEqual(generateSeed({ anchor }), seed);
  });

  it('has the three organisations and the three demo users (the third without a password)', () => {
    assert.deepEqual(
      seed.organisations.map(({ name, title, subdomain }) => ({ name, title, subdomain })),
      [
        { name: 'acme', title: 'Acme Corporation', subdomain: null },
        { name: 'globex', title: 'Globex', subdomain: null },
        { name: 'initech', title: 'Initech', subdomain: 'initech' },
      ],
    );
    assert.deepEqual(
      seed.users.map(({ email, name, accounts }) => ({ email, name, accounts })),
      [
        { email: 'admin@example.com', name: 'Ada Admin', accounts: ['acme', 'globex', 'initech'] },
        { email: 'auditor@example.com', name: 'Alan Auditor', accounts: ['acme'] },
        { email: 'grace@example.com', name: 'Grace Hopper', accounts: ['acme'] },
      ],
    );
  });

  it('gives acme a big fleet: distributions, WSL children, archived and never-seen instances', () => {
    assert.ok(acme.instances.length >= 1000, `${acme.instances.length} instances`);
    const releases = new Set(acme.instances.map((instance) => instance.distribution_info?.release));
    for (const release of ['20.04', '22.04', '24.04']) assert.ok(releases.has(release), release);
    const children = acme.instances.filter((instance) => instance.is_wsl_instance);
    assert.ok(children.length > 0);
    for (const child of children) {
      const parent = acme.instances.find((instance) => instance.id === child.parent_id);
      assert.equal(parent?.distribution_info?.distributor, 'Microsoft');
    }
    assert.ok(acme.instances.some((instance) => instance.archived));
    assert.ok(acme.instances.some((instance) => instance.last_ping_time === null));
    assert.ok(acme.instances.every((instance) => instance.tags.length > 0));
    assert.equal(new Set(acme.instances.map((instance) => instance.hostname + instance.title)).size, acme.instances.length);
  });

  it('gives acme over 10,000 activities in all nine statuses with consistent action flags', () => {
    const { activities } = acme;
    assert.ok(activities.length >= 10_000, `${activities.length} activities`);
    const statuses = new Set(activities.map((activity) => activity.activity_status));
    assert.deepEqual([...statuses].sort(), [...ACTIVITY_STATUSES].sort());
    assert.ok(new Set(activities.map((activity) => activity.type)).size >= 40);
    assert.ok(seed.activityTypes.length >= 40);
    for (const activity of activities) {
      const { actions, activity_status: status } = activity;
      if (!actions) continue;
      assert.equal(actions.approvable, status === 'unapproved', `approvable ${activity.id}`);
      assert.equal(actions.cancelable, ['unapproved', 'undelivered', 'delivered', 'scheduled', 'waiting', 'blocked'].includes(status));
      if (actions.revertable) assert.equal(status, 'succeeded');
      if (status === 'failed') assert.equal(actions.reappliable, true);
      if (status === 'canceled') assert.deepEqual(Object.values(actions), [false, false, false, false]);
    }
    assert.ok(activities.some((activity) => activity.actions === undefined));
    assert.ok(activities.some((activity) => activity.actions?.revertable));
    assert.ok(activities.some((activity) => activity.activity_status === 'succeeded' && activity.actions?.reappliable));
  });

  it('links activities to creators, computers and parents, newest last', () => {
    const { activities } = acme;
    assert.ok(activities.some((activity) => activity.creator === null));
    assert.ok(activities.some((activity) => activity.computer_id === 0));
    const ids = new Set(acme.instances.map((instance) => instance.id));
    assert.ok(activities.every((activity) => activity.computer_id === 0 || ids.has(activity.computer_id)));
    const parents = new Set(activities.filter((activity) => activity.parent_id !== null).map((activity) => activity.parent_id));
    assert.ok(parents.size > 50);
    for (const parentId of parents) assert.ok(activities.some((activity) => activity.id === parentId && activity.parent_id === null));
    for (let index = 1; index < activities.length; index += 1) {
      assert.ok(activities[index]!.id > activities[index - 1]!.id);
      assert.ok(activities[index]!.creation_time >= activities[index - 1]!.creation_time);
    }
    const oldest = Date.parse(activities[0]!.creation_time);
    assert.ok(anchor - oldest > 600 * 86_400_000 && anchor - oldest <= 731 * 86_400_000);
    const finished = activities.filter((activity) => activity.activity_status === 'succeeded');
    assert.ok(finished.every((activity) => activity.result_text && activity.completion_time));
  });

  it('gives acme exactly five active security profiles, one over the instance limit, all modes and benchmarks', () => {
    const profiles = acme.securityProfiles;
    assert.equal(profiles.filter((profile) => profile.status === 'active').length, 5);
    assert.ok(profiles.filter((profile) => profile.status === 'archived').length >= 3);
    assert.ok(profiles.some((profile) => associatedInstances(acme, profile).length > PROFILE_INSTANCE_LIMIT));
    assert.equal(new Set(profiles.map((profile) => profile.mode)).size, 3);
    assert.equal(new Set(profiles.map((profile) => profile.benchmark)).size, 5);
    for (const profile of profiles) parseSchedule(profile.schedule);
    const schedules = profiles.map((profile) => profile.schedule).join(' ');
    for (const part of ['FREQ=WEEKLY;COUNT=1', 'BYDAY=2FR', 'FREQ=DAILY;INTERVAL=7', 'FREQ=YEARLY', 'BYMONTH=', 'UNTIL=']) {
      assert.ok(schedules.includes(part), part);
    }
  });

  it('keeps audit results consistent with the covered instances', () => {
    for (const profile of acme.securityProfiles) {
      const { passing, failing, in_progress: inProgress, not_started: notStarted } = profile.last_run_results;
      const covered = Math.min(associatedInstances(acme, profile).length, PROFILE_INSTANCE_LIMIT);
      assert.equal(passing + failing + inProgress + notStarted, covered, profile.title);
      const results = [...auditResults(acme, profile).values()];
      assert.equal(results.filter((result) => result === 'pass').length, passing);
      assert.equal(results.filter((result) => result === 'fail').length, failing);
    }
  });

  it('gives the smaller organisations their own, smaller data', () => {
    const globex = org('globex');
    const initech = org('initech');
    assert.ok(globex.instances.length < acme.instances.length && globex.instances.length > 0);
    assert.ok(globex.securityProfiles.filter((profile) => profile.status === 'active').length < 5);
    assert.ok(initech.instances.length > 0 && initech.activities.length > 0);
    const acmeIds = new Set(acme.instances.map((instance) => instance.id));
    assert.ok(globex.instances.every((instance) => !acmeIds.has(instance.id)));
  });

  it('has identity providers: okta and google enabled, azure disabled', () => {
    assert.deepEqual(
      acme.oidcProviders.map((provider) => [provider.configuration.provider, provider.enabled]),
      [
        ['okta', true],
        ['google', true],
        ['azure', false],
      ],
    );
    // The sign-in flow's (accepted), acme's five pending invitations and globex's one.
    assert.equal(seed.invitations.length, 7);
    assert.deepEqual(
      seed.invitations.filter((invitation) => !invitation.accepted).map((invitation) => invitation.account),
      ['acme', 'acme', 'acme', 'acme', 'acme', 'globex'],
    );
  });
});

describe('seeded scripts and script profiles', () => {
  it('leave every earlier record as it was: the activity counts and ids of the README', () => {
    assert.deepEqual(
      seed.organisations.map((organisation) => [organisation.activities.length, organisation.activities[0]!.id, organisation.activities.at(-1)!.id]),
      [
        [12_238, 1, 12_238],
        [1_939, 12_239, 14_177],
        [380, 14_178, 14_557],
      ],
    );
    assert.equal(seed.nextId.activity, 14_558);
  });

  it('give acme 60 scripts and 13 profiles, globex 4 and 2, initech none', () => {
    const counts = (name: string) => {
      const organisation = org(name);
      const status = (wanted: string) => organisation.scripts.filter((script) => script.status === wanted).length;
      return [status('ACTIVE'), status('ARCHIVED'), status('REDACTED'), organisation.scriptProfiles.filter((profile) => !profile.archived).length, organisation.scriptProfiles.length];
    };
    assert.deepEqual(counts('acme'), [50, 6, 4, 10, 13]);
    assert.deepEqual(counts('globex'), [3, 1, 0, 2, 2]);
    assert.deepEqual(counts('initech'), [0, 0, 0, 0, 0]);
    const ids = seed.organisations.flatMap((organisation) => organisation.scripts.map((script) => script.id));
    assert.deepEqual(ids, Array.from({ length: 64 }, (_, index) => index + 1));
  });

  it('keep each script consistent: versions, current code, redaction, attachments within the limits', () => {
    for (const script of [...acme.scripts, ...org('globex').scripts]) {
      const last = script.versions.at(-1)!;
      assert.equal(script.version_number, script.versions.length, script.title);
      assert.ok(script.versions.length >= 1 && script.versions.length <= 12);
      assert.deepEqual(script.versions.map((version) => version.version_number), script.versions.map((_, index) => index + 1));
      assert.equal(script.code, last.code);
      assert.equal(script.title, last.title);
      assert.equal(script.created_at, script.versions[0]!.created_at);
      assert.ok(script.last_edited_at >= last.created_at && script.last_edited_at <= iso(anchor));
      assert.ok(script.interpreter.startsWith('/'));
      assert.ok(script.attachments.length <= 5);
      assert.ok(script.attachments.reduce((sum, attachment) => sum + attachment.data.byteLength, 0) <= 1_048_576);
      assert.equal(new Set(script.attachments.map((attachment) => attachment.filename)).size, script.attachments.length);
      if (script.status === 'REDACTED') {
        assert.equal(script.code, '');
        assert.deepEqual(script.attachments, []);
        assert.ok(script.versions.every((version) => version.code === ''));
      } else {
        assert.ok(script.code.length > 0, script.title);
      }
    }
    const activeTitles = acme.scripts.filter((script) => script.status === 'ACTIVE').map((script) => script.title.toLowerCase());
    assert.equal(new Set(activeTitles).size, activeTitles.length, 'active titles are unique');
  });

  it("link each profile to its script's earlier Run script activities, made after the profile", () => {
    for (const organisation of [acme, org('globex')]) {
      for (const profile of organisation.scriptProfiles) {
        const script = organisation.scripts.find((candidate) => candidate.id === profile.script_id)!;
        assert.ok(profile.created_at > script.created_at, profile.title);
        if (script.status !== 'ACTIVE') assert.equal(profile.archived, true, profile.title);
        for (const id of profile.activity_ids) {
          const run = organisation.activities.find((activity) => activity.id === id)!;
          assert.equal(run.parent_id, null);
          assert.ok(run.summary.startsWith(`Run script "${script.title}" as ${profile.username}`), run.summary);
          assert.ok(run.creation_time > profile.created_at);
        }
        assert.deepEqual(profile.activity_ids, [...profile.activity_ids].sort((a, b) => a - b));
      }
      const runs = organisation.scriptProfiles.flatMap((profile) => profile.activity_ids);
      assert.equal(new Set(runs).size, runs.length, 'no run belongs to two profiles');
    }
  });
});

describe('namespace copies', () => {
  it('share frozen seed records, so an in-place edit throws instead of leaking', () => {
    const shared = seedData();
    const copy = forkData(shared, { oidcProviders: true });
    assert.notEqual(copy.organisations[0]!.activities, shared.organisations[0]!.activities);
    assert.equal(copy.organisations[0]!.activities[0], shared.organisations[0]!.activities[0]);
    assert.throws(() => {
      (copy.organisations[0]!.activities[0] as { summary: string }).summary = 'changed';
    }, TypeError);
    copy.organisations[0]!.activities.pop();
    assert.equal(shared.organisations[0]!.activities.length, copy.organisations[0]!.activities.length + 1);
    assert.deepEqual(forkData(shared, { oidcProviders: false }).organisations[0]!.oidcProviders, []);
  });
});
