/**
 * Every schedule shape of the upgrade and reboot forms (screens profiles.md §3.3, §4.3) makes the
 * round trip: made in the add form, the edit form reads each value back as it was entered, and a save
 * without a change sends what the add sent (upgrade: the same settings to `EditUpgradeProfile`, no
 * association call; reboot: the same JSON body in the PATCH as in the POST), leaving the profile as
 * it was. Upgrade: hourly without days and with days, weekly on one day and on all seven, with and
 * without a window. Reboot: one day, the weekdays, the weekend, every day; a window or none.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal } from '../helpers/portal.ts';
import { clearRequests, type SimNamespace } from '../helpers/simulator.ts';
import {
  changeCalls,
  chosenTags,
  findPanel,
  isChecked,
  legacyParams,
  openList,
  pickTag,
  retype,
  rowAction,
  serverReboots,
  serverUpgrades,
  setDays,
  signedIn,
  sortedParams,
  tickedDays,
  valueOf,
  type ProfileType,
} from './helpers.ts';

interface Shape {
  readonly title: string;
  readonly days: readonly string[];
  readonly hour?: string;
  readonly minute: string;
  readonly expires: string;
  /** Randomised over this many minutes; absent: No. */
  readonly window?: string;
  readonly tags?: readonly string[];
  readonly all?: boolean;
  // Upgrade only.
  readonly hourly?: boolean;
  readonly security?: boolean;
  readonly autoremove?: boolean;
}

const UPGRADE_SHAPES: readonly Shape[] = [
  { title: 'Hourly, any day, no window', hourly: true, days: [], minute: '0', expires: '0', tags: ['web'] },
  { title: 'Hourly on three days, a window', hourly: true, days: ['Monday', 'Wednesday', 'Friday'], minute: '59', expires: '1', window: '20', security: true, tags: ['web', 'db'] },
  { title: 'Weekly on Sunday at midnight', days: ['Sunday'], hour: '0', minute: '0', expires: '3', autoremove: true, all: true },
  { title: 'Weekly every day, a long window', days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], hour: '23', minute: '59', expires: '721', window: '43200', security: true, autoremove: true, tags: ['pci'] },
];

const REBOOT_SHAPES: readonly Shape[] = [
  { title: 'Thursday morning', days: ['Thursday'], hour: '6', minute: '5', expires: '4', window: '10', tags: ['web'] },
  { title: 'Weekday nights', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], hour: '23', minute: '59', expires: '1', window: '59', tags: ['db', 'cache'] },
  { title: 'Weekend noon', days: ['Saturday', 'Sunday'], hour: '12', minute: '30', expires: '2', all: true },
  { title: 'Every day at midnight', days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], hour: '0', minute: '0', expires: '0', tags: ['gpu'] },
];

const WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Enters a shape in an open add form. */
async function fill(panel: HTMLElement, type: ProfileType, shape: Shape) {
  const form = within(panel);
  await typeInto(form.getByRole('textbox', { name: 'Name' }), shape.title);
  if (type === 'upgrade') {
    if (shape.security) form.getByRole('checkbox', { name: 'Only upgrade security issues' }).click();
    if (shape.autoremove) form.getByRole('checkbox', { name: 'Remove packages that are no longer needed' }).click();
    if (shape.hourly) {
      form.getByRole('radio', { name: 'Hourly' }).click();
      await waitFor(() => expect(form.queryByRole('spinbutton', { name: 'Hour (UTC)' })).to.equal(null));
    }
  }
  await setDays(panel, shape.days);
  if (shape.hour !== undefined) await typeInto(form.getByRole('spinbutton', { name: 'Hour (UTC)' }), shape.hour);
  await typeInto(form.getByRole('spinbutton', { name: 'At minute' }), shape.minute);
  await retype(form.getByRole('spinbutton', { name: 'Expires after (hours)' }), shape.expires);
  if (shape.window !== undefined) {
    form.getByRole('radio', { name: 'Yes' }).click();
    await typeInto(await form.findByRole('spinbutton', { name: 'Deliver delay window (minutes)' }), shape.window);
  }
  for (const tag of shape.tags ?? []) await pickTag(panel, tag);
  if (shape.all) form.getByRole('checkbox', { name: 'Associate to all instances' }).click();
}

/** What an open form shows, in the shape's terms. */
function readBack(panel: HTMLElement, type: ProfileType): Shape {
  const form = within(panel);
  const hour = form.queryByRole('spinbutton', { name: 'Hour (UTC)' }) as HTMLInputElement | null;
  const window = form.queryByRole('spinbutton', { name: 'Deliver delay window (minutes)' }) as HTMLInputElement | null;
  const all = isChecked(panel, 'checkbox', 'Associate to all instances');
  const shape: Shape = {
    title: valueOf(panel, 'textbox', 'Name'),
    days: tickedDays(panel),
    ...(hour ? { hour: hour.value } : {}),
    minute: valueOf(panel, 'spinbutton', 'At minute'),
    expires: valueOf(panel, 'spinbutton', 'Expires after (hours)'),
    ...(isChecked(panel, 'radio', 'Yes') ? { window: window!.value } : {}),
    ...(all ? { all: true } : chosenTags(panel).length > 0 ? { tags: chosenTags(panel) } : {}),
    ...(type === 'upgrade'
      ? {
          ...(isChecked(panel, 'radio', 'Hourly') ? { hourly: true } : {}),
          ...(isChecked(panel, 'checkbox', 'Only upgrade security issues') ? { security: true } : {}),
          ...(isChecked(panel, 'checkbox', 'Remove packages that are no longer needed') ? { autoremove: true } : {}),
        }
      : {}),
  };
  return shape;
}

/** The shape as the form should read it back: the days in week order, the keys the shape sets. */
const expectedBack = (shape: Shape): Shape => ({ ...shape, days: WEEK.filter((day) => shape.days.includes(day)) });

/** A shape's keys in one order, for a deep comparison. */
const normal = (shape: Shape) => Object.fromEntries(Object.entries(shape).sort(([a], [b]) => a.localeCompare(b)));

for (const [type, shapes] of [
  ['upgrade', UPGRADE_SHAPES],
  ['reboot', REBOOT_SHAPES],
] as const) {
  const add = type === 'upgrade' ? 'Add upgrade profile' : 'Add reboot profile';

  describe(`${type} profile schedules: made, read back, saved unchanged`, () => {
    // The shapes make profiles of their own titles: one namespace for them all.
    let ns: SimNamespace;
    before(async () => {
      ns = await signedIn();
    });
    afterEach(leavePortal);

    for (const shape of shapes) {
      it(shape.title, async () => {
        const { screen } = await openList(ns, type);
        screen.getByRole('button', { name: add }).click();
        const panel = await findPanel(screen, add);
        await within(panel).findByRole('textbox', { name: 'Name' });
        await fill(panel, type, shape);
        await clearRequests(ns);
        within(panel).getByRole('button', { name: add }).click();
        await findNotification(screen, `profile "${shape.title}" has been added`);
        // The panel closes after the notice: the edit opens once it has.
        await waitFor(() => expect(panel.isConnected).to.equal(false));
        const [created] = await changeCalls(ns, type);
        const before = type === 'upgrade' ? (await serverUpgrades(ns)).find((p) => p.title === shape.title)! : (await serverReboots(ns)).find((p) => p.title === shape.title)!;
        expect(before, 'made').to.exist;

        await rowAction(screen, shape.title, `Edit "${shape.title}" profile`);
        const edit = await findPanel(screen, `Edit "${shape.title}" profile`);
        await within(edit).findByRole('textbox', { name: 'Name' });
        expect(normal(readBack(edit, type)), 'read back').to.deep.equal(normal(expectedBack(shape)));
        await clearRequests(ns);
        within(edit).getByRole('button', { name: 'Save changes' }).click();
        await findNotification(screen, `profile "${shape.title}" has been updated`);
        const saved = await changeCalls(ns, type);
        if (type === 'upgrade') {
          // The settings as the add sent them, with the name; the association unchanged: no call for it.
          expect(saved.map((call) => call.path)).to.deep.equal(['EditUpgradeProfile']);
          const sent = legacyParams(created!);
          const settings = Object.fromEntries(Object.entries(sent).filter(([name]) => !['access_group', 'all_computers'].includes(name) && !name.startsWith('tags.')));
          expect(legacyParams(saved[0]!)).to.deep.equal(sortedParams({ ...settings, name: (before as { name: string }).name }));
          expect(sent['deliver_delay_window']).to.equal(shape.window ?? '0');
          expect('at_hour' in sent, 'an hour sent').to.equal(!shape.hourly);
          expect(sent['on_days'] ?? null, 'no days: on_days= once').to.equal(shape.days.length === 0 ? '' : null);
          const after = (await serverUpgrades(ns)).find((p) => p.id === before.id)!;
          expect(after).to.deep.equal(before);
        } else {
          expect(saved.map((call) => `${call.method} ${call.path}`)).to.deep.equal([`PATCH rebootprofiles/${before.id}`]);
          expect(saved[0]!.body).to.deep.equal(created!.body);
          expect((created!.body as { deliver_delay_window: number }).deliver_delay_window).to.equal(Number(shape.window ?? 0));
          const after = (await serverReboots(ns)).find((p) => p.id === before.id)!;
          expect(after).to.deep.equal(before);
        }
      });
    }
  });
}
