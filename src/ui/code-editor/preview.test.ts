import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadingPreview } from './preview.ts';

describe('loadingPreview', () => {
  it('keeps a short text whole', () => {
    assert.equal(loadingPreview('#!/bin/sh\necho hi\n'), '#!/bin/sh\necho hi\n');
    assert.equal(loadingPreview(''), '');
  });
  it('keeps the first 200 lines of a long script', () => {
    const text = Array.from({ length: 21_000 }, (_, index) => `echo ${index}`).join('\n');
    const preview = loadingPreview(text);
    assert.equal(preview.split('\n').length, 200);
    assert.ok(text.startsWith(preview));
  });
  it('keeps at most 20,000 characters of long lines', () => {
    assert.equal(loadingPreview('x'.repeat(50_000)).length, 20_000);
    assert.equal(loadingPreview(`${'y'.repeat(30_000)}\nz`).length, 20_000);
  });
});
