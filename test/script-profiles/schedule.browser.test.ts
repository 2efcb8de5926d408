/**
 * A script profile's recurring schedule in words, and its zone (screens profiles.md §7.3, §7.5): the
 * details of the showcase's recurring profiles say the schedule in words with "(UTC)" (the schedule
 * is UTC whatever the user's zone) and the Next run in the user's zone, named; the add form's
 * Schedule field says each of the five messages of §7.3 for a schedule it cannot read, and the words
 * with "(UTC)" for one it can.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { SCRIPT_PROFILE_SHOWCASE } from '../../demo/server/showcase.ts';
import type { ScriptProfile } from '../../src/api/script-profiles.ts';
import { typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, WELCOME_KEY } from '../helpers/portal.ts';
import { createNamespace, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { description, findPanel, serverGet, type Screen } from '../scripts/helpers.ts';

async function signedIn(): Promise<SimNamespace> {
  localStorage.setItem(WELCOME_KEY, 'true');
  const ns = await createNamespace();
  await signIn(ns);
  return ns;
}

async function openProfiles(ns: SimNamespace) {
  const rendered = await renderPortal(ns, '/scripts?tab=profiles');
  await rendered.screen.findByRole('tab', { name: 'Profiles', selected: true });
  const table = await waitFor(() => {
    const found = rendered.screen.getByRole('table', { name: 'Script profiles' });
    expect(found.getAttribute('aria-busy')).to.equal(null);
    return found;
  });
  return { ...rendered, table };
}

/** The showcase's recurring profiles, their schedules and those in words as the details say them. */
const RECURRING = [
  { id: SCRIPT_PROFILE_SHOWCASE.nightly, interval: '0 2 * * *', trigger: 'Recurring, at 02:00 (UTC)', at: [2, 0] },
  { id: SCRIPT_PROFILE_SHOWCASE.weekdays, interval: '*/30 * * * 1-5', trigger: 'Recurring, every 30 minutes, Monday through Friday (UTC)', at: null },
  { id: SCRIPT_PROFILE_SHOWCASE.monthly, interval: '15 2 1 * *', trigger: 'Recurring, at 02:15, on day 1 of the month (UTC)', at: [2, 15] },
  { id: SCRIPT_PROFILE_SHOWCASE.manyRuns, interval: '0 8 * * *', trigger: 'Recurring, at 08:00 (UTC)', at: [8, 0] },
] as const;

/** 'MMM DD, YYYY, HH:mm' and the zone's short name, in `timeZone`, as Intl says them in English. */
function inZone(time: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' })
      .formatToParts(new Date(time))
      .map((part) => [part.type, part.value]),
  );
  return `${parts['month']} ${parts['day']}, ${parts['year']}, ${parts['hour']}:${parts['minute']} ${parts['timeZoneName']}`;
}

/** The value of a fact (`<dt>` label, its `<dd>`) in the details' Info tab. */
function fact(info: HTMLElement, label: string): Element {
  const term = [...info.querySelectorAll('dt')].find((candidate) => candidate.textContent === label);
  if (!term) throw new Error(`no "${label}" in the details`);
  return term.nextElementSibling!;
}

async function details(screen: Screen, table: HTMLElement, title: string) {
  within(table).getByRole('button', { name: title }).click();
  const panel = await findPanel(screen, title);
  return within(panel).findByRole('tabpanel', { name: 'Info' });
}

describe('a script profile’s recurring schedule in words and its zone', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  for (const [zone, timeZone] of [
    ['the browser’s zone (UTC)', undefined],
    ['a user zone of UTC+5:30 (Asia/Kolkata)', 'Asia/Kolkata'],
  ] as const) {
    it(`the details say each showcase schedule in words with (UTC), the Next run in ${zone} with its name`, async () => {
      const token = await tokenFor(ns);
      const { root, screen, table } = await openProfiles(ns);
      if (timeZone) root.setAttribute('time-zone', timeZone);
      const shownZone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
      for (const expected of RECURRING) {
        const profile = await serverGet<ScriptProfile>(ns, `script-profiles/${expected.id}`, token);
        expect(profile.trigger.trigger_type === 'recurring' && profile.trigger.interval, `profile ${expected.id}'s schedule`).to.equal(expected.interval);
        const nextRun = profile.trigger.trigger_type === 'recurring' ? profile.trigger.next_run : null;
        expect(nextRun, `profile ${expected.id}'s next run`).to.be.a('string');
        // The server's next run keeps the schedule's time of day in UTC (the words say the same).
        if (expected.at) expect([new Date(nextRun!).getUTCHours(), new Date(nextRun!).getUTCMinutes()]).to.deep.equal(expected.at);

        const info = await details(screen, table, profile.title);
        await waitFor(() => expect(fact(info, 'Trigger').textContent).to.equal(expected.trigger));
        const next = fact(info, 'Next run');
        const time = next.querySelector('time');
        expect(time, 'the next run as a <time>').to.exist;
        expect(Date.parse(time!.getAttribute('datetime')!)).to.equal(Date.parse(nextRun!));
        await waitFor(() => expect(next.textContent).to.equal(inZone(nextRun!, shownZone)));
        if (timeZone) expect(next.textContent).to.match(/ GMT\+5:30$/);
        else expect(next.textContent).to.match(/ UTC$/);
      }
    });
  }

  it('the add form’s schedule says each of the five messages, then the words with (UTC)', async () => {
    // acme is at its limit of 10 active profiles: room for one (a one-time profile archived).
    const token = await tokenFor(ns);
    const archived = await fetch(`${ns.apiBase}script-profiles/${SCRIPT_PROFILE_SHOWCASE.oneTimeFuture}:archive`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(archived.status).to.equal(200);
    const { screen } = await openProfiles(ns);
    const add = screen.getByRole('button', { name: 'Add profile' });
    await waitFor(() => expect(add.getAttribute('aria-disabled')).to.equal(null));
    add.click();
    const form = within(await findPanel(screen, 'Add script profile'));
    (await form.findByRole('radio', { name: /^Recurring/ })).click();
    const schedule = (await form.findByRole('textbox', { name: 'Schedule' })) as HTMLInputElement;
    expect(description(schedule)).to.contain('Five fields in UTC');

    // src/lib/cron.ts's reading, said with profiles.md §7.3's five messages (cronProblem): fewer than
    // five fields is incomplete (`*` and `* * *` alike, so `1,,2 * * * *`, an empty item, gives
    // "Invalid value."), letters naming nothing are invalid characters, 60 minutes is out of range, a
    // range ending before its start is its own message.
    const MESSAGES = [
      'Enter a complete interval.',
      'Invalid value.',
      'Invalid character.',
      'Value out of range.',
      'The end of a range must not be less than the start.',
    ];
    const CASES = [
      ['*', 'Enter a complete interval.'],
      ['a * * * *', 'Invalid character.'],
      ['60 * * * *', 'Value out of range.'],
      ['5-2 * * * *', 'The end of a range must not be less than the start.'],
      ['* * *', 'Enter a complete interval.'],
      ['1,,2 * * * *', 'Invalid value.'],
    ] as const;
    expect([...new Set(CASES.map(([, message]) => message))].sort()).to.deep.equal([...MESSAGES].sort());
    for (const [input, message] of CASES) {
      schedule.focus();
      schedule.select();
      await typeInto(schedule, input);
      expect(schedule.value).to.equal(input);
      schedule.blur();
      await waitFor(() => {
        const said = description(schedule);
        expect(said, `what "${input}" says`).to.contain(message);
        for (const other of MESSAGES.filter((candidate) => candidate !== message)) expect(said, `what "${input}" says`).to.not.contain(other);
        expect(said, `"${input}" in words`).to.not.contain('(UTC)');
        expect(schedule.getAttribute('aria-invalid'), `"${input}" invalid`).to.equal('true');
      });
    }

    schedule.focus();
    schedule.select();
    await typeInto(schedule, '0 8 * * 1-5');
    schedule.blur();
    await waitFor(() => expect(description(schedule)).to.contain('"At 08:00, Monday through Friday" (UTC)'));
    const said = description(schedule);
    for (const message of MESSAGES) expect(said).to.not.contain(message);
    expect(schedule.getAttribute('aria-invalid')).to.not.equal('true');
  });
});
