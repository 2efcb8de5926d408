import { expect } from '@open-wc/testing';
import { registerCss, sharedSheet } from '../../../src/ui/styles/sheet.ts';

const sheet = sharedSheet!;

/** Counts how often the shared sheet's text is parsed again while `run` and its microtasks run. */
async function parsesDuring(run: () => void): Promise<number> {
  let parses = 0;
  const replaceSync = sheet.replaceSync.bind(sheet);
  sheet.replaceSync = (text: string) => {
    parses += 1;
    replaceSync(text);
  };
  try {
    run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    delete (sheet as Partial<CSSStyleSheet>).replaceSync;
  }
  return parses;
}

/** A host whose shadow root adopts the shared sheet (as every element's does), holding one `.name` span. */
function styledSpan(name: string): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];
  const span = document.createElement('span');
  span.className = name;
  root.append(span);
  return span;
}

describe('the shared stylesheet', () => {
  afterEach(() => document.body.replaceChildren());

  it('parses the modules a chunk registers while it evaluates once, and styles with all of them', async () => {
    const parses = await parsesDuring(() => {
      registerCss('sheet-test-a', '.sheet-test-a { margin-left: 3px; }');
      registerCss('sheet-test-b', '.sheet-test-b { margin-left: 5px; }');
      registerCss('sheet-test-c', '.sheet-test-c { margin-left: 7px; }');
    });
    expect(parses).to.equal(1);
    expect(getComputedStyle(styledSpan('sheet-test-a')).marginLeft).to.equal('3px');
    expect(getComputedStyle(styledSpan('sheet-test-c')).marginLeft).to.equal('7px');
  });

  it('adds a module registered later and keeps the earlier ones; a module registered again adds nothing', async () => {
    await parsesDuring(() => registerCss('sheet-test-d', '.sheet-test-d { margin-left: 9px; }'));
    const again = await parsesDuring(() => registerCss('sheet-test-d', '.sheet-test-d { margin-left: 1px; }'));
    expect(again).to.equal(0);
    expect(getComputedStyle(styledSpan('sheet-test-d')).marginLeft).to.equal('9px');
    expect(getComputedStyle(styledSpan('sheet-test-a')).marginLeft).to.equal('3px');
  });

  it('styles before anything that imports the registering code can run (the registration is done by then)', async () => {
    const registering = Promise.resolve().then(() => registerCss('sheet-test-e', '.sheet-test-e { margin-left: 11px; }'));
    await registering;
    expect(getComputedStyle(styledSpan('sheet-test-e')).marginLeft).to.equal('11px');
  });
});
