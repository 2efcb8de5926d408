/** The portal's base path, and a page's path below it, as the portal's router (wouter) reads them. */

/** `/new_dashboard/` → `/new_dashboard` (wouter's form); `/` → ''. */
export function normaliseBase(basePath: string | undefined): string {
  const trimmed = (basePath ?? '/').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function decodeSafely(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** The portal path of `pathname` below `base` as the portal's router reads it, or null outside the base. */
export function portalPath(base: string, pathname: string): string | null {
  const root = decodeSafely(base);
  const path = decodeSafely(pathname);
  if (!`${path.toLowerCase()}/`.startsWith(`${root.toLowerCase()}/`)) return null;
  return path.slice(root.length) || '/';
}
