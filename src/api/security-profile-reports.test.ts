import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reportBlobQuery } from './security-profile-reports.ts';

describe('report blob query', () => {
  it('writes a report path as the public portal does: slashes and colons as they are', () => {
    assert.equal(reportBlobQuery('audit-reports/3/2026-01-01_2026-01-31-detailed.csv'), 'path=audit-reports/3/2026-01-01_2026-01-31-detailed.csv');
    assert.equal(reportBlobQuery('s3://bucket/usg/42/a.csv'), 'path=s3://bucket/usg/42/a.csv');
  });

  it('still encodes what would change the query: &, #, +, %, = and spaces', () => {
    assert.equal(reportBlobQuery('r/a&b=c#d+e%f g.csv'), 'path=r/a%26b%3Dc%23d%2Be%25f%20g.csv');
    assert.equal(new URLSearchParams(reportBlobQuery('r/a&b=c#d+e%f g.csv')).get('path'), 'r/a&b=c#d+e%f g.csv');
  });
});
