import { html } from '@open-wc/testing';
import { configure } from '@testing-library/dom';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, screenOf, waitFor } from '../helpers/dom.ts';
import { requests, type SimNamespace } from '../helpers/simulator.ts';

// Every answer travels over HTTP from the simulator; with several test pages sharing two cores, one
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** `<landscape-root>` with one or more `landscape-activities` (attributes per widget). */
export async function renderActivities(ns: SimNamespace, widgets: readonly { instanceId?: number; pageSize?: number }[] = [{}]) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} portal-url="/new_dashboard/">
      ${widgets.map(
        (widget) =>
          html`<landscape-activities
            instance-id=${widget.instanceId ?? ''}
            page-size=${widget.pageSize ?? ''}
          ></landscape-activities>`,
      )}
    </landscape-root>`,
    'landscape-root',
  );
  const elements = [...root.querySelectorAll('landscape-activities')];
  const screens = elements.map((element) => screenOf(element));
  return { root, elements, screens, element: elements[0]!, screen: screens[0]! };
}

/** The `query` parameter of every activities list request, oldest first. */
export async function listQueries(ns: SimNamespace): Promise<{ query: string | undefined; limit: string; offset: string }[]> {
  return (await requests(ns, { method: 'GET', path: 'activities' })).map((request) => ({
    query: request.query.query,
    limit: String(request.query.limit),
    offset: String(request.query.offset),
  }));
}

/** Waits for the list request count to reach n, then gives the last one. */
export async function lastListRequest(ns: SimNamespace, count: number) {
  let last: Awaited<ReturnType<typeof listQueries>>[number] | undefined;
  await waitFor(async () => {
    const all = await listQueries(ns);
    if (all.length < count) throw new Error(`${all.length} list requests, waiting for ${count}`);
    last = all.at(-1);
  });
  return last!;
}

/**
 * Whether a bulk action button is unavailable: `aria-disabled`, so it stays focusable and can show
 * why (a tooltip); its presses are ignored.
 */
export function unavailable(button: HTMLElement): boolean {
  return button.getAttribute('aria-disabled') === 'true';
}

/**
 * The first link to an instance's page inside `container`, and the instance's id: named after the
 * instance, or "Instance {id}" while its name is unknown, so found by its address.
 */
export async function firstInstanceLink(container: ParentNode): Promise<{ link: HTMLAnchorElement; id: string }> {
  return waitFor(() => {
    const link = [...container.querySelectorAll('a')].find((candidate) => /\/instances\/\d+$/.test(candidate.href));
    if (!link) throw new Error('no instance link yet');
    return { link, id: /\/instances\/(\d+)$/.exec(link.href)![1]! };
  });
}

/** Opens the details of the activities table's first row (in a widget or the portal); gives the side panel. */
export async function openFirstDetails(screen: ReturnType<typeof screenOf>): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Activities' });
  const opener = await waitFor(() => {
    const button = table.querySelector<HTMLButtonElement>('tbody button');
    if (!button) throw new Error('no row yet');
    return button;
  });
  opener.click();
  return screen.findByRole('dialog', { name: opener.textContent! });
}
