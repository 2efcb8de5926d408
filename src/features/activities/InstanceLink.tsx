import { instancePath } from '../shell/paths.ts';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { Value } from '../../ui/placeholders.tsx';
import { ACTIVITY_TEXTS as T } from './texts.ts';

/** An activity's instance: a link to `/instances/{id}`, or '---' when it ran on none (id 0 or absent). */
export function InstanceLink({ computerId }: { readonly computerId: number | null | undefined }) {
  if (!computerId) return <Value value={null} />;
  return <AppLink path={instancePath(computerId)}>{T.instanceLink(computerId)}</AppLink>;
}
