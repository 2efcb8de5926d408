import type { Instance, InstanceChild } from '../../api/instances.ts';
import { instancePath } from '../shell/paths.ts';

/** One table row: an instance, and the Windows host it is listed under when grouped by parent. */
export interface InstanceRow {
  /** A listed instance, or a child of one as its host's answer names it (perhaps only its id and name). */
  readonly instance: InstanceChild;
  /** The instance's parent (a WSL instance's Windows host), if any. */
  readonly parentId: number | null;
  /** Listed under its host (groupBy parent): shown indented. */
  readonly nested: boolean;
}

/**
 * The rows of one page. Flat: the instances as listed. Grouped by parent (the list asked for root
 * instances only): each root instance, then its WSL children (from `children`) right under it. A
 * child among the roots (the flat page still shown while the grouped one loads) is left out, so no
 * instance is listed twice.
 */
export function instanceRows(instances: readonly Instance[], groupByParent: boolean): InstanceRow[] {
  if (!groupByParent) return instances.map((instance) => ({ instance, parentId: instance.parent?.id ?? null, nested: false }));
  return instances
    .filter((host) => !host.parent)
    .flatMap((host) => [
      { instance: host, parentId: null, nested: false },
      ...host.children.map((child) => ({ instance: child, parentId: host.id, nested: true })),
    ]);
}

/** A child instance's page is under its parent's (`/instances/{parent}/{child}`, SPEC §2). */
export function rowPath(row: InstanceRow): string {
  return row.parentId === null ? instancePath(row.instance.id) : instancePath(row.parentId, row.instance.id);
}
