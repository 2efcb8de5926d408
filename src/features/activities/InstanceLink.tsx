import { instancePath } from '../shell/paths.ts';
import { AppLink } from '../../ui/link/AppLink.tsx';
import { Value } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { ACTIVITY_TEXTS as T } from './texts.ts';

export interface InstanceLinkProps {
  /** 0 or absent: the activity ran on no instance. */
  readonly computerId: number | null | undefined;
  /** The instance's name, when known (src/features/instances/instance-names.ts). */
  readonly name?: string | undefined;
}

/**
 * An activity's instance: a link to `/instances/{id}` named after the instance ("Instance {id}" until
 * its name is known, or when it is not), or '---' when it ran on none.
 */
export function InstanceLink({ computerId, name }: InstanceLinkProps) {
  if (!computerId) return <Value value={null} />;
  return (
    <AppLink path={instancePath(computerId)}>
      <ServerText text={name} fallback={T.instanceLink(computerId)} />
    </AppLink>
  );
}
