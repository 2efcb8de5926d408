import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Instance, InstanceSummary } from '../../api/instances.ts';
import { instanceRows, rowPath } from './rows.ts';

const summary = (id: number): InstanceSummary => ({
  id,
  title: `i${id}`,
  hostname: `h${id}`,
  comment: '',
  access_group: 'global',
  tags: [],
  archived: false,
  last_ping_time: null,
  distribution: null,
  distribution_info: null,
  is_wsl_instance: false,
});
const instance = (id: number, fields: Partial<Instance> = {}): Instance => ({ ...summary(id), parent: null, children: [], ...fields });

describe('instanceRows', () => {
  const host = instance(1, { children: [summary(2), summary(3)] });
  const child = instance(2, { parent: summary(1), is_wsl_instance: true });

  it('lists instances as they come when flat, children linked under their parent', () => {
    const rows = instanceRows([host, child], false);
    assert.deepEqual(rows.map((row) => [row.instance.id, row.parentId, row.nested]), [
      [1, null, false],
      [2, 1, false],
    ]);
    assert.deepEqual(rows.map(rowPath), ['/instances/1', '/instances/1/2']);
  });

  it('puts each host’s children right under it when grouped by parent, never listing one twice', () => {
    const rows = instanceRows([host, instance(4), child], true);
    assert.deepEqual(rows.map((row) => [row.instance.id, row.parentId, row.nested]), [
      [1, null, false],
      [2, 1, true],
      [3, 1, true],
      [4, null, false],
    ]);
    assert.deepEqual(rows.map(rowPath), ['/instances/1', '/instances/1/2', '/instances/1/3', '/instances/4']);
  });
});
