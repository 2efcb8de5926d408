/** The one error type every failed API call turns into (CONVENTIONS.md rule 4). */
export const UNKNOWN_ERROR = 'Unknown error';
export const MALFORMED_RESPONSE = 'The server sent a response that could not be read.';
export const NETWORK_ERROR = 'The server could not be reached. Check your connection and try again.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The server's error code (`error` in the body), a client code, or undefined. */
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message || UNKNOWN_ERROR);
    this.status = status;
    this.code = code;
  }
}

/** What a user is shown for any failure: the server's message, else the error's message, else 'Unknown error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR;
}
