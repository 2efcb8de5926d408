/**
 * A test-only element rendering a component that uses the list-state hooks the way a screen does
 * (defineElement, inside a wouter Router based at LISTS_BASE). The hook's latest ListState is handed
 * to the test through `probe`; the parameters are also shown as text, which is what tests wait on.
 */
import { fixture, html } from '@open-wc/testing';
import { Router } from 'wouter';
import { defineElement } from '../../elements/define-element.ts';
import type { AllowedValues } from '../../src/lib/list-params.ts';
import { SPEC_LIST, type SpecListParams } from '../../src/lib/list-params.test-declaration.ts';
import { useAddressBarListState, useInternalListState, type ListState } from '../../src/features/lists/index.ts';
import { screenOf, waitFor } from '../helpers/dom.ts';

export const LISTS_BASE = '/lists-test';

export interface Probe {
  current?: ListState<SpecListParams>;
  /** How often the list has rendered: a barrier for tests that check that nothing changed. */
  renders?: number;
}

interface HarnessProps {
  readonly mode?: 'address-bar' | 'internal';
  readonly initial?: Partial<SpecListParams>;
  readonly allowed?: AllowedValues<typeof SPEC_LIST.specs>;
  readonly probe?: Probe;
  /** The list's declaration; default: every SPEC parameter. */
  readonly declaration?: typeof SPEC_LIST;
}

function Shown({ list, probe }: { readonly list: ListState<SpecListParams>; readonly probe: Probe | undefined }) {
  if (probe) {
    probe.current = list;
    probe.renders = (probe.renders ?? 0) + 1;
  }
  return (
    <>
      <output aria-label="List parameters">{JSON.stringify(list.params)}</output>
      <button type="button" onClick={() => list.setParams({ status: 'failed' })}>
        Show failed
      </button>
      <button type="button" onClick={() => list.setParams({ currentPage: list.params.currentPage + 1 })}>
        Next page
      </button>
    </>
  );
}

function AddressBarList({ allowed, probe, declaration = SPEC_LIST }: HarnessProps) {
  return <Shown list={useAddressBarListState(declaration, allowed)} probe={probe} />;
}

function InternalList({ initial, allowed, probe }: HarnessProps) {
  return <Shown list={useInternalListState(SPEC_LIST, initial, allowed)} probe={probe} />;
}

function Harness(props: HarnessProps) {
  if (!props.mode) return null;
  return (
    <Router base={LISTS_BASE}>{props.mode === 'internal' ? <InternalList {...props} /> : <AddressBarList {...props} />}</Router>
  );
}

defineElement<HarnessProps>({
  tag: 'test-lists-harness',
  component: Harness,
  properties: ['mode', 'initial', 'allowed', 'probe', 'declaration'],
});

export type ListsHarness = HTMLElement & { -readonly [K in keyof HarnessProps]: HarnessProps[K] };

/** Mounts one harness per setting (no landscape-root: the page-wide default store serves them). */
export async function renderLists(settings: readonly Omit<HarnessProps, 'probe'>[]) {
  const probes = settings.map((): Probe => ({}));
  const wrapper = await fixture<HTMLElement>(
    html`<div>
      ${settings.map(
        (setting, index) =>
          html`<test-lists-harness
            .mode=${setting.mode}
            .initial=${setting.initial}
            .allowed=${setting.allowed}
            .probe=${probes[index]}
            .declaration=${setting.declaration}
          ></test-lists-harness>`,
      )}
    </div>`,
  );
  const elements = [...wrapper.querySelectorAll<ListsHarness>('test-lists-harness')];
  const lists = elements.map((element, index) => {
    const probe = probes[index]!;
    const screen = screenOf(element);
    return {
      element,
      screen,
      /** The hook's latest state (throws until the element has rendered). */
      get state(): ListState<SpecListParams> {
        if (!probe.current) throw new Error('the list has not rendered yet');
        return probe.current;
      },
      /** How often it has rendered so far. */
      get renders(): number {
        return probe.renders ?? 0;
      },
      /** Resolves once it has rendered again after `count` renders (a prop or state change went through). */
      renderedAfter(count: number): Promise<void> {
        return waitFor(() => {
          if ((probe.renders ?? 0) <= count) throw new Error(`still ${count} renders`);
        });
      },
      /** The parameters as rendered. */
      shown(): SpecListParams {
        return JSON.parse(screen.getByRole('status', { name: 'List parameters' }).textContent ?? '') as SpecListParams;
      },
    };
  });
  await Promise.all(lists.map((list) => waitFor(() => list.state)));
  return lists;
}

export async function renderList(setting: Omit<HarnessProps, 'probe'>) {
  const [list] = await renderLists([setting]);
  return list!;
}

/** Puts the browser at a path under LISTS_BASE (`/things?x=1`) before the list reads it. */
export function visit(path: string, state: unknown = null): void {
  history.replaceState(state, '', `${LISTS_BASE}${path}`);
}

/** The current path and query under LISTS_BASE, hash included. */
export function currentPath(): string {
  const path = location.pathname.startsWith(`${LISTS_BASE}/`) ? location.pathname.slice(LISTS_BASE.length) : location.pathname;
  return `${path}${location.search}${location.hash}`;
}

/** Counts history writes (wouter's own patch of pushState/replaceState stays underneath). */
export function recordHistory() {
  const calls = { push: [] as string[], replace: [] as string[] };
  const push = history.pushState;
  const replace = history.replaceState;
  history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
    calls.push.push(String(args[2]));
    return push.apply(this, args);
  };
  history.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
    calls.replace.push(String(args[2]));
    return replace.apply(this, args);
  };
  return {
    calls,
    stop() {
      history.pushState = push;
      history.replaceState = replace;
    },
  };
}

const original = `${location.pathname}${location.search}`;
export function restoreLocation(): void {
  history.replaceState(null, '', original);
}
