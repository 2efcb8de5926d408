/** Base64 of bytes, in slices (a spread of a megabyte of bytes would overflow the call stack). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const SLICE = 0x8000;
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

/** Text as the API takes a file: base64 of its UTF-8 bytes, without a `data:` prefix (btoa alone refuses non-Latin-1 text). */
export const textToBase64 = (text: string): string => bytesToBase64(new TextEncoder().encode(text));
