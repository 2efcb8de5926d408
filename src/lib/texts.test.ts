import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTextsRegistry } from './texts.ts';

function setup() {
  const warnings: string[] = [];
  const registry = createTextsRegistry(['a', 'a.sub', 'b', 'late'], (message) => warnings.push(message));
  const a = registry.register('a', {
    title: 'Title',
    count: (n: number) => `${n} items`,
    nested: { label: 'Label', terms: [['x', 'the x']] as string[][] },
  });
  const sub = registry.register('a.sub', { name: 'Sub' });
  return { registry, warnings, a, sub };
}

describe('text catalogues', () => {
  it('overrides texts in place, keeping nested objects, and keeps the rest', () => {
    const { registry, a, warnings } = setup();
    const nested = a.nested;
    registry.set({ a: { title: 'Titel', nested: { label: 'Etikett' } } });
    assert.equal(a.title, 'Titel');
    assert.equal(a.nested, nested);
    assert.equal(nested.label, 'Etikett');
    assert.equal(a.count(2), '2 items');
    assert.equal(warnings.length, 0);
  });

  it('keeps functions, and turns a text given for a function into one', () => {
    const { registry, a } = setup();
    registry.set({ a: { count: (n: number) => `${n} Dinge` } });
    assert.equal(a.count(3), '3 Dinge');
    registry.set({ a: { count: 'viele' } });
    assert.equal(a.count(3), 'viele');
  });

  it('replaces the previous overrides rather than adding to them', () => {
    const { registry, a, sub } = setup();
    registry.set({ a: { title: 'Titel', sub: { name: 'Unter' } } });
    assert.equal(sub.name, 'Unter');
    registry.set({ a: { nested: { label: 'Etikett' } } });
    assert.equal(a.title, 'Title');
    assert.equal(sub.name, 'Sub');
    assert.equal(a.nested.label, 'Etikett');
    registry.set(undefined);
    assert.equal(a.nested.label, 'Label');
  });

  it('overrides lists by index', () => {
    const { registry, a } = setup();
    registry.set({ a: { nested: { terms: { 0: { 1: 'das x' } } } } });
    assert.deepEqual(a.nested.terms, [['x', 'das x']]);
    registry.set({});
    assert.deepEqual(a.nested.terms, [['x', 'the x']]);
  });

  it('ignores unknown catalogues, keys and mismatched values with one warning', () => {
    const { registry, a, warnings } = setup();
    registry.set({ nope: { x: 'y' }, a: { title: 'Titel', missing: 'x', nested: { label: 5 } }, b: 'not a group' });
    assert.equal(a.title, 'Titel');
    assert.equal(a.nested.label, 'Label');
    assert.equal(warnings.length, 1);
    for (const path of ['"nope"', '"a.missing"', '"a.nested.label"', '"b"']) assert.ok(warnings[0]!.includes(path), warnings[0]);
  });

  it('gives a catalogue that registers later the overrides already set, checking its keys then', () => {
    const { registry, warnings } = setup();
    registry.set({ late: { hello: 'Hallo', unknown: 'x' } });
    assert.equal(warnings.length, 0);
    const late = registry.register('late', { hello: 'Hello' });
    assert.equal(late.hello, 'Hallo');
    assert.equal(warnings.length, 1);
    assert.ok(warnings[0]!.includes('"late.unknown"'));
  });

  it('does not change the object the host passed, and tells listeners', () => {
    const { registry, a } = setup();
    let calls = 0;
    const stop = registry.subscribe(() => (calls += 1));
    const overrides = { a: { title: 'Titel' } };
    const before = registry.version();
    registry.set(overrides);
    assert.equal(registry.current(), overrides);
    assert.equal(registry.version(), before + 1);
    assert.deepEqual(overrides, { a: { title: 'Titel' } });
    assert.equal(a.title, 'Titel');
    stop();
    registry.set({});
    assert.equal(calls, 1);
  });

  it('refuses a catalogue name it does not know (a programming error)', () => {
    const { registry } = setup();
    assert.throws(() => registry.register('other', {}), /Unknown text catalogue "other"/);
  });
});
