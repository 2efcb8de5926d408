/** `npm run test:e2e`: test/e2e/*.test.ts against the built dist/ (run `npm run build` first). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findFiles, root, runNodeTests } from './node-tests.ts';

if (!existsSync(path.join(root, 'dist/landscape-elements.js'))) {
  console.error('End-to-end tests need the build: run `npm run build` first.');
  process.exit(1);
}
const files = await findFiles((file) => path.dirname(file) === path.join('test', 'e2e') && file.endsWith('.test.ts'));
process.exitCode = await runNodeTests('End-to-end tests', files);
