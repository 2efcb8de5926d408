/**
 * Scripts and script profiles as the API sends them, and the rules both kinds of routes share
 * (routes/scripts.ts, routes/script-profiles.ts): the wire shapes, which instances a profile is
 * associated with and which can run a script, a profile's runs and next run, archiving profiles with
 * their script.
 */
import { findById, replaceById } from './data.ts';
import { parseCron, nextCronRun } from './cron.ts';
import { accessGroupWithDescendants, associatedInstances } from './fleet.ts';
import { notFound } from './http.ts';
import type { Activity, Instance, Organisation, Script, ScriptPerson, ScriptProfile, ScriptStatus, User } from './model.ts';
import { iso } from './time.ts';

/** A script's run takes this long at most when neither the run nor the script says (upstream's default). */
export const DEFAULT_TIME_LIMIT = 300;
export const MAX_ATTACHMENTS = 5;
/** The total of a script's attachments, decoded (the form's "maximum of 1.00MB"). */
export const MAX_ATTACHMENT_BYTES = 1_048_576;

/** `GET script-profile-limits` (upstream's mock values). */
export const SCRIPT_PROFILE_LIMITS = { max_num_computers: 5000, max_num_profiles: 10, min_interval: 30 } as const;

export const RUN_SCRIPT_TYPE = 'Run script';

export const personOf = (user: Pick<User, 'id' | 'name'>): ScriptPerson => ({ id: user.id, name: user.name });

export function scriptNotFound(id: number | string) {
  return notFound(`Script ${id} does not exist.`, 'ScriptNotFound');
}

export function getScript(org: Organisation, id: number | string): Script {
  const script = findById(org.scripts, Number(id));
  if (!script) throw scriptNotFound(id);
  return script;
}

/** What the status allows (screens §1.3): archived scripts may still be deleted (redacted). */
export function scriptFlags(status: ScriptStatus) {
  return {
    is_editable: status === 'ACTIVE',
    is_executable: status === 'ACTIVE',
    is_redactable: status !== 'REDACTED',
  };
}

/** The profiles that run the script; archived ones only when asked. */
export function profilesOfScript(org: Organisation, scriptId: number, withArchived = false): ScriptProfile[] {
  return org.scriptProfiles.filter((profile) => profile.script_id === scriptId && (withArchived || !profile.archived));
}

/** The Script of API.md/screens §1.7: the stored record without versions and attachment bytes. */
export function serializeScript(org: Organisation, script: Script) {
  const { versions: _versions, attachments, ...fields } = script;
  return {
    ...fields,
    script_profiles: profilesOfScript(org, script.id).map((profile) => ({ id: profile.id, title: profile.title })),
    attachments: attachments.map((attachment) => ({ id: attachment.id, filename: attachment.filename })),
    ...scriptFlags(script.status),
  };
}

/** The wording a refusal uses for a script that is not active. */
export function statusWord(script: Script): string {
  return script.status === 'ARCHIVED' ? 'archived' : 'deleted';
}

/** Instances that can run scripts: Ubuntu (screens §1.6, `currentInstanceCan("runScripts")`), not archived. */
export function canRunScripts(instance: Instance): boolean {
  return !instance.archived && instance.distribution_info?.distributor === 'Ubuntu';
}

/** Of `instances`, those the script can run on: able to run scripts, in its access group or one under it. */
export function runnableInstances(org: Organisation, script: Script, instances: readonly Instance[]): Instance[] {
  const groups = accessGroupWithDescendants(org.accessGroups, script.access_group);
  return instances.filter((instance) => canRunScripts(instance) && groups.has(instance.access_group));
}

/** The access group a profile works in: its script's. */
export function profileAccessGroup(org: Organisation, profile: Pick<ScriptProfile, 'script_id'>): string {
  return findById(org.scripts, profile.script_id)?.access_group ?? 'global';
}

/**
 * The instances a profile is associated with: every live instance (all_computers) or those with one
 * of its tags, in its script's access group or one under it (as security profiles count them).
 */
export function profileInstances(org: Organisation, profile: Pick<ScriptProfile, 'script_id' | 'all_computers' | 'tags'>): Instance[] {
  return associatedInstances(org, { access_group: profileAccessGroup(org, profile), all_computers: profile.all_computers, tags: profile.tags });
}

/** The profile's runs, oldest first, as the organisation's activity list has them now. */
export function profileRuns(org: Organisation, profile: ScriptProfile): Activity[] {
  return profile.activity_ids.map((id) => findById(org.activities, id)).filter((activity): activity is Activity => activity !== undefined);
}

/** The trigger as sent: next and last run (and whether a one-time run is over) worked out now. */
export function serializeTrigger(profile: ScriptProfile, lastRun: Activity | null, now: number) {
  const { trigger } = profile;
  const last_run = lastRun?.creation_time ?? null;
  switch (trigger.trigger_type) {
    case 'event':
      return { ...trigger };
    case 'one_time': {
      const time = Date.parse(trigger.timestamp);
      return {
        ...trigger,
        next_run: !profile.archived && time > now ? trigger.timestamp : null,
        last_run,
        is_finished: time <= now,
      };
    }
    case 'recurring': {
      const next = profile.archived ? null : nextCronRun(parseCron(trigger.interval), Math.max(Date.parse(trigger.start_after) - 1, now));
      return { ...trigger, next_run: next === null ? null : iso(next), last_run };
    }
  }
}

/** The ScriptProfile of profiles.md §7.6. */
export function serializeScriptProfile(org: Organisation, profile: ScriptProfile, now = Date.now()) {
  const { activity_ids: _runs, trigger: _trigger, ...fields } = profile;
  const lastRun = profileRuns(org, profile).at(-1) ?? null;
  return {
    ...fields,
    access_group: profileAccessGroup(org, profile),
    trigger: serializeTrigger(profile, lastRun, now),
    computers: { num_associated_computers: profileInstances(org, profile).length },
    activities: { last_activity: lastRun },
  };
}

/** Archives the script's active profiles (archiving or deleting a script takes its profiles along). */
export function archiveProfilesOfScript(org: Organisation, scriptId: number, now: number): void {
  for (const profile of profilesOfScript(org, scriptId)) {
    replaceById(org.scriptProfiles, { ...profile, archived: true, last_edited_at: iso(now) });
  }
}
