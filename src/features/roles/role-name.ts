import { displayName } from '../../lib/display-name.ts';
import { ROLE_TEXTS } from './texts.ts';

/** A role's name as shown: the server's, or "Unnamed role" when it would show nothing (issue 11). */
export const roleName = (name: string): string => displayName(name, ROLE_TEXTS.unnamed);
