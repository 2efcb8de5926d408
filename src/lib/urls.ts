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

/** The location, when the server sent an http(s) address; otherwise throws `refusal` for the user. */
export function httpLocationOrThrow(location: unknown, base: string, refusal: string): string {
  if (typeof location !== 'string' || !isHttpLocation(location, base)) throw new Error(refusal);
  return location;
}
