/**
 * Whether a location the server sends us to (an identity provider's sign-in page, the classic
 * dashboard) may be opened: only http(s) addresses, never `javascript:`, `data:` and the like.
 */
export function isHttpLocation(location: string, base: string): boolean {
  try {
    const url = new URL(location, base);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
