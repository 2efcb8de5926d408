import { expect, html } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { computeAccessibleDescription } from 'dom-accessibility-api';
import '../../elements/index.ts';
import '../../elements/landscape-org-settings.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, screenOf, typeInto, waitFor } from '../helpers/dom.ts';
import { requests, type SimNamespace } from '../helpers/simulator.ts';

// Every answer travels over HTTP from the simulator; with several test pages sharing two cores, one
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** `<landscape-root>` with `landscape-org-settings`, and the organisation selector beside it. */
export async function renderOrgSettings(ns: SimNamespace) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}>
      <landscape-org-switcher></landscape-org-switcher>
      <landscape-org-settings></landscape-org-settings>
    </landscape-root>`,
    'landscape-root',
  );
  const element = root.querySelector('landscape-org-settings')!;
  const switcher = root.querySelector('landscape-org-switcher')!;
  return { root, element, screen: screenOf(element), switcher: screenOf(switcher) };
}

export type OrgSettingsScreen = ReturnType<typeof screenOf>;

/** The form's controls, once the preferences are loaded. */
export async function formOf(screen: OrgSettingsScreen) {
  const form = await screen.findByRole('form', { name: 'General organisation settings' });
  const scope = within(form);
  return {
    form,
    title: scope.getByRole('textbox', { name: 'Organisation title' }) as HTMLInputElement,
    useKey: scope.getByRole('checkbox', { name: 'Use registration key' }) as HTMLInputElement,
    autoRegister: scope.getByRole('checkbox', { name: 'Auto register new computers' }) as HTMLInputElement,
    save: scope.getByRole('button', { name: /^(Save changes|Saving\.\.\.)$/ }) as HTMLButtonElement,
    /** The registration key's input (a password input has no role); null while no key is used. */
    key: () => scope.queryByLabelText(/^Registration key/, { selector: 'input' }) as HTMLInputElement | null,
    retention: () => scope.queryByRole('textbox', { name: 'Audit retention period' }) as HTMLInputElement | null,
  };
}

/** Replaces a field's text with real key presses. */
export async function replaceText(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await typeInto(input, text);
}

/** What a screen reader hears after a field's name: its error (then its help), '' when none. */
export function description(input: HTMLElement): string {
  return computeAccessibleDescription(input);
}

/** Every `PATCH preferences` body the namespace received, oldest first. */
export async function patchBodies(ns: SimNamespace): Promise<unknown[]> {
  return (await requests(ns, { method: 'PATCH', path: 'preferences' })).map((request) => request.body);
}

/** Changes the organisation's preferences straight at the server (test set-up). */
export async function patchAtServer(ns: SimNamespace, token: string, body: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${ns.apiBase}preferences`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`PATCH preferences: ${answer.status} ${await answer.text()}`);
}

/** Waits until `find` gives an element (a field that appears). */
export function present<T>(find: () => T | null): Promise<T> {
  return waitFor(() => {
    const found = find();
    if (found === null) throw new Error('not there yet');
    return found;
  });
}

/** Waits until Save is enabled (or disabled). */
export async function saveEnabled(save: HTMLButtonElement, enabled: boolean): Promise<void> {
  await waitFor(() => expect(save.disabled).to.equal(!enabled));
}
