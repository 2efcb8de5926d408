import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { languageOf } from './language.ts';

describe('languageOf', () => {
  it('takes the shells as shell', () => {
    for (const line of ['#!/bin/sh', '#!/bin/bash', '#!/usr/bin/dash', '#!/bin/zsh', '#!/bin/ksh', '#!/usr/bin/env bash', '#! /bin/bash -e']) {
      assert.equal(languageOf(`${line}\necho hi\n`), 'shell', line);
    }
  });

  it('takes Python by path or through env, with a version or options', () => {
    for (const line of ['#!/usr/bin/python3', '#!/usr/bin/env python3', '#!/usr/bin/python', '#!/usr/bin/python3.12 -u', '#!/usr/bin/env -S python3 -u', '#!/usr/bin/env PYTHONUTF8=1 python3']) {
      assert.equal(languageOf(`${line}\nimport os\n`), 'python', line);
    }
  });

  it('takes a text without an interpreter line as shell', () => {
    assert.equal(languageOf(''), 'shell');
    assert.equal(languageOf('echo hi'), 'shell');
    assert.equal(languageOf('# a comment\n#!/usr/bin/python3\n'), 'shell');
    // The kernel reads `#!` as the first two bytes only.
    assert.equal(languageOf(' #!/usr/bin/python3\nimport os'), 'shell');
  });

  it('takes any other interpreter as plain text', () => {
    for (const line of ['#!/usr/bin/perl', '#!/usr/bin/env ruby', '#!/usr/bin/env node', '#!', '#!/usr/bin/env', '#!/usr/bin/env -i', '#!/usr/bin/pythonista', '#!/usr/bin/Python3']) {
      assert.equal(languageOf(`${line}\nprint "hi"\n`), 'plain', line);
    }
  });

  it('reads only the first line, with Windows line ends and a byte order mark', () => {
    assert.equal(languageOf('#!/usr/bin/python3\r\nimport os\r\n'), 'python');
    assert.equal(languageOf('\uFEFF#!/usr/bin/env python3\n'), 'python');
    assert.equal(languageOf('#!/usr/bin/python3'), 'python');
    assert.equal(languageOf('#!/bin/bash\n#!/usr/bin/python3\n'), 'shell');
  });
});
