import type { RouteDef } from '../routes.ts';

/** What the portal gives every route's screen. */
export interface ScreenProps {
  readonly route: RouteDef;
  /** The route's path parameters, decoded (e.g. `{ instanceId: '6' }`). */
  readonly params: Readonly<Record<string, string>>;
}
