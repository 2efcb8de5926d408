/** `npm run test:unit`: every `*.test.ts(x)` outside node_modules/dist, except browser tests and test/e2e. */
import path from 'node:path';
import { findFiles, runNodeTests } from './node-tests.ts';

const files = await findFiles(
  (file) =>
    /\.test\.tsx?$/.test(file) &&
    !/\.browser\.test\.tsx?$/.test(file) &&
    !file.startsWith(`test${path.sep}e2e${path.sep}`),
);
process.exitCode = await runNodeTests('Unit tests', files);
