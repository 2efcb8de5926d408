/**
 * Shared by the security profile form's browser tests: a page that opens the form through its public
 * hook (useProfileForm), shows this element's notices, side panel and the active profiles' list (to
 * see the list refetched), and helpers to move through the steps as a person does.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import type { SecurityProfile } from '../../src/api/security-profiles.ts';
import { useListQuery } from '../../src/features/lists/index.ts';
import { securityProfileListQuery } from '../../src/features/security-profiles/queries.ts';
import { useProfileForm } from '../../src/features/security-profiles/form/index.ts';
import { Button } from '../../src/ui/button/Button.tsx';
import { NotificationArea } from '../../src/ui/notification/NotificationArea.tsx';
import { SidePanelHost } from '../../src/ui/side-panel/SidePanel.tsx';
import { waitFor } from '../helpers/dom.ts';
import { signIn, type SimNamespace } from '../helpers/simulator.ts';
import { renderView } from '../ui/harness.tsx';

export const HOSTILE = '<img src=x onerror=alert(1)>';

export const LISTED = { status: 'active', limit: 50, offset: 0 } as const;

/**
 * Signs the admin in (the session cookie `me` reads) in an organisation, acme or globex (which has
 * room for more active profiles), and answers the session's bearer token.
 */
export async function tokenIn(ns: SimNamespace, account: 'acme' | 'globex'): Promise<string> {
  const { token } = (await signIn(ns)) as { token: string };
  if (account === 'acme') return token;
  const response = await fetch(`${ns.apiBase}switch-account`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: account }),
  });
  return ((await response.json()) as { token: string }).token;
}

export async function listProfiles(ns: SimNamespace, token: string): Promise<SecurityProfile[]> {
  const response = await fetch(`${ns.apiBase}security-profiles?limit=50&offset=0`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { results: SecurityProfile[] }).results;
}

export function byTitle(profiles: readonly SecurityProfile[], title: string): SecurityProfile {
  const found = profiles.find((profile) => profile.title === title);
  if (!found) throw new Error(`No profile "${title}"`);
  return found;
}

function ListedProfiles() {
  const { result } = useListQuery(securityProfileListQuery, LISTED);
  return (
    <ul aria-label="Listed profiles">
      {(result.data?.results ?? []).map((profile) => (
        <li key={profile.id}>{profile.title}</li>
      ))}
    </ul>
  );
}

/** Buttons for each way in, as the screen offers them. `Back to details` records the back calls. */
export function formPage(profiles: readonly SecurityProfile[] = [], backs: string[] = []) {
  return function FormPage() {
    const form = useProfileForm();
    return (
      <>
        <NotificationArea />
        <Button onClick={form.add}>Add profile</Button>
        {profiles.map((profile) => (
          <span key={profile.id}>
            <Button onClick={() => form.edit(profile)}>{`Edit ${profile.id}`}</Button>
            <Button onClick={() => form.edit(profile, { back: () => backs.push(`edit ${profile.id}`) })}>{`Edit ${profile.id} from details`}</Button>
            <Button onClick={() => form.duplicate(profile)}>{`Duplicate ${profile.id}`}</Button>
          </span>
        ))}
        <ListedProfiles />
        <SidePanelHost />
      </>
    );
  };
}

export async function renderFormPage(ns: SimNamespace, token: string, profiles: readonly SecurityProfile[] = [], backs: string[] = []) {
  const rendered = await renderView(ns, formPage(profiles, backs), token);
  return rendered;
}

export type Scope = ReturnType<typeof within>;

/** Sets a select's value as a person's choice does (React sees the change event). */
export function choose(select: HTMLElement, value: string): void {
  const element = select as HTMLSelectElement;
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Focuses a field and leaves it, as tabbing past it does (its error then shows). */
export function visit(field: HTMLElement): void {
  field.focus();
  field.blur();
}

/** The text of a control's error (named by its `aria-describedby`, or its group's), or null. */
export function errorOf(control: HTMLElement): string | null {
  const owner = control.hasAttribute('aria-describedby') ? control : control.closest('fieldset[aria-describedby]');
  const id = owner?.getAttribute('aria-describedby')?.split(' ').find((candidate) => candidate.endsWith('-error'));
  return id ? ((control.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

/** Reads a chosen file into a file field as a person's choice does. */
export function chooseFile(input: HTMLElement, name: string, text: string, type = 'text/xml'): void {
  const transfer = new DataTransfer();
  transfer.items.add(new File([text], name, { type }));
  (input as HTMLInputElement).files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The panel's Next, once enabled, pressed; resolves with the next step's group. */
export async function next(panel: Scope, nextStep: string): Promise<HTMLElement> {
  const button = panel.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled, 'Next is enabled').to.equal(false));
  button.click();
  return panel.findByRole('group', { name: nextStep });
}

export function nextButton(panel: Scope): HTMLButtonElement {
  return panel.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
}
