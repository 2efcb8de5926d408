import { expect, fixture, html } from '@open-wc/testing';
import { defineElement } from '../elements/define-element.ts';
import '../elements/landscape-root.ts';
import { useEmit } from '../src/state/react.tsx';
import { screenOf, waitFor } from './helpers/dom.ts';

interface ProbeProps {
  readonly flag?: boolean;
  readonly count?: number;
  readonly label?: string;
  readonly data?: { readonly items: readonly string[] };
}

function Probe({ flag, count, label, data }: ProbeProps) {
  const emit = useEmit();
  return (
    <div part="base">
      <output aria-label="flag">{String(flag)}</output>
      <output aria-label="count">{String(count)}</output>
      <output aria-label="label">{String(label)}</output>
      <output aria-label="data">{data ? data.items.join(',') : 'none'}</output>
      <button onClick={() => emit('landscape-navigate', { path: '/instances/6' }, true)}>Go</button>
    </div>
  );
}

type ProbeElement = HTMLElement & { -readonly [K in keyof ProbeProps]: ProbeProps[K] };

const definition = {
  tag: 'test-probe',
  component: Probe,
  attributes: { flag: 'boolean', count: 'number', label: 'string' },
  properties: ['data'],
} as const;

const Probe1 = defineElement<ProbeProps>(definition);

const text = (element: Element, name: string) => screenOf(element).getByLabelText(name).textContent;

describe('defineElement', () => {
  it('registers idempotently: a second definition neither throws nor replaces the first', () => {
    expect(defineElement<ProbeProps>(definition)).to.equal(Probe1);
    expect(customElements.get('test-probe')).to.equal(Probe1);
  });

  it('reads HTML boolean attributes: present is true, absent or removed is false', async () => {
    const element = await fixture<ProbeElement>(html`<test-probe flag></test-probe>`);
    await waitFor(() => expect(text(element, 'flag')).to.equal('true'));
    expect(element.flag).to.equal(true);
    element.removeAttribute('flag');
    await waitFor(() => expect(text(element, 'flag')).to.equal('false'));
    element.setAttribute('flag', 'false');
    await waitFor(() => expect(text(element, 'flag')).to.equal('true'));
  });

  it('reflects boolean, number and string properties to attributes', async () => {
    const element = await fixture<ProbeElement>(html`<test-probe></test-probe>`);
    await waitFor(() => expect(text(element, 'flag')).to.equal('false'));
    element.flag = true;
    expect(element.hasAttribute('flag')).to.equal(true);
    element.flag = false;
    expect(element.hasAttribute('flag')).to.equal(false);
    element.count = 25;
    expect(element.getAttribute('count')).to.equal('25');
    await waitFor(() => expect(text(element, 'count')).to.equal('25'));
    element.setAttribute('count', 'abc');
    await waitFor(() => expect(text(element, 'count')).to.equal('undefined'));
    element.label = 'Hello';
    await waitFor(() => expect(text(element, 'label')).to.equal('Hello'));
    element.removeAttribute('label');
    await waitFor(() => expect(text(element, 'label')).to.equal('undefined'));
  });

  it('keeps object properties out of the DOM', async () => {
    const element = await fixture<ProbeElement>(html`<test-probe></test-probe>`);
    element.data = { items: ['a', 'b'] };
    await waitFor(() => expect(text(element, 'data')).to.equal('a,b'));
    expect(element.getAttributeNames()).to.deep.equal([]);
  });

  it('honours properties set before the element was upgraded', async () => {
    const early = document.createElement('test-probe-late') as ProbeElement;
    early.data = { items: ['early'] };
    early.count = 3;
    document.body.append(early);
    defineElement<ProbeProps>({ ...definition, tag: 'test-probe-late' });
    await waitFor(() => expect(text(early, 'data')).to.equal('early'));
    expect(text(early, 'count')).to.equal('3');
    early.remove();
  });

  it('dispatches public events from the element, bubbling and composed, cancelable when asked', async () => {
    const element = await fixture<ProbeElement>(html`<test-probe></test-probe>`);
    let seen: CustomEvent | undefined;
    document.addEventListener('landscape-navigate', (event) => {
      seen = event;
      event.preventDefault();
    }, { once: true });
    (await screenOf(element).findByRole('button', { name: 'Go' })).click();
    expect(seen?.detail).to.deep.equal({ path: '/instances/6' });
    expect(seen?.target).to.equal(element);
    expect(seen?.bubbles && seen.composed && seen.cancelable).to.equal(true);
    expect(seen?.defaultPrevented).to.equal(true);
  });

  it('adopts the shared stylesheet in an open shadow root', async () => {
    const element = await fixture<ProbeElement>(html`<test-probe></test-probe>`);
    expect(element.shadowRoot?.mode).to.equal('open');
    expect(element.shadowRoot?.adoptedStyleSheets.length).to.equal(1);
    expect(getComputedStyle(element).display).to.equal('block');
  });

  it('unmounts on removal and mounts again when re-attached', async () => {
    const element = await fixture<ProbeElement>(html`<test-probe label="x"></test-probe>`);
    await waitFor(() => expect(text(element, 'label')).to.equal('x'));
    const parent = element.parentElement!;
    element.remove();
    await waitFor(() => expect(element.shadowRoot?.childElementCount).to.equal(0));
    parent.append(element);
    await waitFor(() => expect(text(element, 'label')).to.equal('x'));
  });
});
