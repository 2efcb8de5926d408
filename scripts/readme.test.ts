/**
 * The README a newcomer opens first (issue 22, point 12): the title, then exactly the two set-up
 * commands; no document the repository lacks is named (say what it says instead); the simulator's
 * flags sit with the demo.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { root } from './node-tests.ts';

const readme = await readFile(path.join(root, 'README.md'), 'utf8');

describe('README.md', () => {
  it('starts with its title, then the two set-up commands and nothing else', () => {
    const lines = readme.split('\n');
    assert.equal(lines[0], '# Landscape portal elements');
    const block = /^```sh\n([\s\S]*?)\n```$/m.exec(readme);
    assert.ok(block, 'a sh code block');
    assert.deepEqual(block[1]!.split('\n'), ['npm install && npm start', 'npm test']);
    assert.equal(readme.indexOf(block[0]), readme.indexOf('\n') + 2, 'the commands come right after the title');
  });

  it('names only documents the repository has', () => {
    for (const [name] of readme.matchAll(/[\w./-]+\.md\b/g)) {
      assert.ok(existsSync(path.join(root, name)), `${name} is not in the repository`);
    }
    // The product's specification and API notes live outside the repository.
    assert.doesNotMatch(readme, /\bSPEC\b|\bAPI\.md\b|\bDESIGN\.md\b|UPSTREAM-NOTES/);
  });

  it('gives the simulator flags within the demo section', () => {
    const sections = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    const demo = readme.indexOf('## Demo');
    const next = readme.indexOf(`## ${sections[sections.indexOf('Demo') + 1]}`);
    const flags = readme.indexOf('### Simulator flags');
    assert.ok(demo >= 0 && flags > demo && flags < next, 'the flags are a part of the demo section');
  });
});
