import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileProblem, isAccepted } from './file.ts';
import { formatBytes } from './texts.ts';

const XML = ['.xml', 'text/xml', 'application/xml'];

describe('isAccepted', () => {
  it('takes an extension in any case, an exact MIME type or a wildcard', () => {
    assert.equal(isAccepted({ name: 'tailoring.XML', type: '' }, XML), true);
    assert.equal(isAccepted({ name: 'tailoring', type: 'application/xml' }, XML), true);
    assert.equal(isAccepted({ name: 'notes.md', type: 'text/markdown' }, ['text/*']), true);
    assert.equal(isAccepted({ name: 'tailoring.xml.json', type: 'application/json' }, XML), false);
    assert.equal(isAccepted({ name: 'xml', type: '' }, XML), false);
  });

  it('takes anything when nothing is listed', () => {
    assert.equal(isAccepted({ name: 'a.bin', type: 'application/octet-stream' }, []), true);
  });
});

describe('fileProblem', () => {
  it('names the accepted extensions for a file of another type', () => {
    assert.equal(
      fileProblem({ name: 'a.json', type: 'application/json', size: 2 }, XML, 10),
      'This type of file is not accepted. Choose a .xml file.',
    );
    assert.equal(
      fileProblem({ name: 'a.json', type: 'application/json', size: 2 }, ['text/xml'], 10),
      'This type of file is not accepted. Choose a text/xml file.',
    );
  });

  it('refuses a file over the limit, and takes one at the limit', () => {
    assert.equal(
      fileProblem({ name: 'a.xml', type: '', size: 1024 * 1024 + 1 }, XML, 1024 * 1024),
      'The file is too large. Choose a file of at most 1 MB.',
    );
    assert.equal(fileProblem({ name: 'a.xml', type: '', size: 1024 * 1024 }, XML, 1024 * 1024), undefined);
  });
});

describe('formatBytes', () => {
  it('uses bytes, KB and MB with one decimal at most', () => {
    assert.equal(formatBytes(512), '512 bytes');
    assert.equal(formatBytes(1536), '1.5 KB');
    assert.equal(formatBytes(5 * 1024 * 1024), '5 MB');
    assert.equal(formatBytes(1024 * 1024 - 1), '1 MB');
    assert.equal(formatBytes(1023 * 1024), '1023 KB');
  });
});
