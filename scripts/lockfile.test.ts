/**
 * The lock file is in step with package.json (issue 21, point 7): otherwise `npm ci` refuses to
 * install on a fresh clone and `npm install` rewrites the lock file. `.ci/run` installs with `npm ci`,
 * so CI fails on a drift too; this test says which entry drifted.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { root } from './node-tests.ts';

type Ranges = Record<string, string>;

interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly dependencies?: Ranges;
  readonly devDependencies?: Ranges;
  readonly peerDependencies?: Ranges;
  readonly optionalDependencies?: Ranges;
}

interface LockFile {
  readonly name: string;
  readonly version: string;
  readonly lockfileVersion: number;
  readonly packages: Record<string, Manifest & { readonly optional?: boolean }>;
}

const read = async <T>(file: string) => JSON.parse(await readFile(`${root}/${file}`, 'utf8')) as T;

describe('package-lock.json', () => {
  it('names the same dependencies, with the same ranges, as package.json', async () => {
    const manifest = await read<Manifest>('package.json');
    const lock = await read<LockFile>('package-lock.json');
    const own = lock.packages[''];
    assert.ok(own, 'the lock file has no entry for the package itself');
    assert.equal(lock.name, manifest.name);
    assert.equal(own.version, manifest.version);
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const) {
      assert.deepEqual(own[field] ?? {}, manifest[field] ?? {}, `${field} differ`);
    }
  });

  it('locks every direct dependency, and every platform build rollup may ask for', async () => {
    const manifest = await read<Manifest>('package.json');
    const lock = await read<LockFile>('package-lock.json');
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      assert.ok(lock.packages[`node_modules/${name}`], `${name} is not locked`);
    }
    const rollup = lock.packages['node_modules/rollup'];
    for (const name of Object.keys(rollup?.optionalDependencies ?? {})) {
      assert.ok(lock.packages[`node_modules/${name}`], `rollup's optional ${name} is not locked (npm ci would refuse)`);
    }
  });
});
