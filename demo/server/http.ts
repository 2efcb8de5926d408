/**
 * HTTP plumbing shared by every route: the error type and body, reading and validating parameters
 * (query string for GET/DELETE, JSON body for POST/PUT/PATCH, as API.md "Transport" says), pagination,
 * and writing replies.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A failure a route reports to the client as `{ error, message }` with an HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function badRequest(message: string, code = 'InvalidParameter'): ApiError {
  return new ApiError(400, code, message);
}

export function notFound(message: string, code = 'NotFound'): ApiError {
  return new ApiError(404, code, message);
}

/** What a route answers; the router turns it into bytes (after latency and faults). */
export interface Reply {
  status: number;
  /** Serialised as JSON unless `text` or `bytes` is given. Absent with status 204: no body at all. */
  body?: unknown;
  text?: string;
  /** A binary body (a script attachment), sent as is; `contentType` defaults to application/octet-stream. */
  bytes?: Uint8Array;
  contentType?: string;
  headers?: Record<string, string | string[]>;
}

export function ok(body: unknown, status = 200): Reply {
  return { status, body };
}

export function errorBody(code: string, message: string): { error: string; message: string } {
  return { error: code, message };
}

export function errorReply(error: ApiError): Reply {
  return { status: error.status, body: errorBody(error.code, error.message) };
}

export function writeReply(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string | string[]> = { 'cache-control': 'no-store', ...reply.headers };
  let payload: string | Uint8Array | undefined;
  if (reply.bytes !== undefined) {
    payload = reply.bytes;
    headers['content-type'] = reply.contentType ?? 'application/octet-stream';
  } else if (reply.text !== undefined) {
    payload = reply.text;
    headers['content-type'] = reply.contentType ?? 'text/plain; charset=utf-8';
  } else if (reply.body !== undefined || reply.status !== 204) {
    payload = JSON.stringify(reply.body ?? {});
    headers['content-type'] = 'application/json';
  }
  if (payload !== undefined) headers['content-length'] = String(typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength);
  res.writeHead(reply.status, headers);
  res.end(payload);
}

/**
 * Room for the largest body the UI sends: a script attachment or script of 1 MB, base64-encoded (1.4 MB)
 * and then form-encoded, where every `+`, `/` and `=` of the base64 takes three bytes (up to about
 * 4.2 MB); also a 1 MB cloud-init file in base64 (WSL install).
 */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Reads the whole request body as text; a real server refuses oversized bodies, so do we. */
export async function readBodyText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new ApiError(413, 'PayloadTooLarge', 'The request body is too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON body; an empty body (e.g. `POST logout`) is `undefined`. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.', 'InvalidJson');
  }
}

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (!name) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

interface IntegerRule {
  min?: number;
  max?: number;
}

/**
 * Typed, validating access to request parameters. The same route code reads a query string (where
 * everything is text: numbers and booleans as text, arrays comma-joined) or a JSON body (real JSON
 * types), so each getter knows how to read both and says clearly what was wrong.
 */
export class Params {
  private constructor(
    private readonly values: Record<string, unknown>,
    private readonly fromQuery: boolean,
  ) {}

  static query(search: URLSearchParams): Params {
    const values: Record<string, unknown> = {};
    for (const [key, value] of search) values[key] = value;
    return new Params(values, true);
  }

  /** A JSON body must be an object; `undefined` (no body) reads as an empty object. */
  static body(body: unknown): Params {
    if (body === undefined) return new Params({}, false);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object.');
    }
    return new Params(body as Record<string, unknown>, false);
  }

  has(name: string): boolean {
    return this.values[name] !== undefined;
  }

  raw(name: string): unknown {
    return this.values[name];
  }

  string(name: string, options: { required?: boolean; trim?: boolean } = {}): string | undefined {
    const value = this.values[name];
    if (value === undefined || value === null) {
      if (options.required) throw badRequest(`"${name}" is required.`);
      return undefined;
    }
    if (typeof value !== 'string') throw badRequest(`"${name}" must be a string.`);
    const text = options.trim ? value.trim() : value;
    if (options.required && text === '') throw badRequest(`"${name}" must not be empty.`);
    return text;
  }

  requiredString(name: string): string {
    return this.string(name, { required: true, trim: true }) as string;
  }

  boolean(name: string): boolean | undefined {
    const value = this.values[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'boolean') return value;
    if (this.fromQuery && (value === 'true' || value === 'false')) return value === 'true';
    throw badRequest(`"${name}" must be true or false.`);
  }

  integer(name: string, rule: IntegerRule = {}): number | undefined {
    const value = this.values[name];
    if (value === undefined || value === null) return undefined;
    let number: number;
    if (typeof value === 'number') number = value;
    else if (this.fromQuery && typeof value === 'string' && /^-?\d+$/.test(value.trim())) number = Number(value);
    else number = Number.NaN;
    if (!Number.isSafeInteger(number)) throw badRequest(`"${name}" must be a whole number.`);
    if (rule.min !== undefined && number < rule.min) {
      throw badRequest(`"${name}" must be at least ${rule.min}.`);
    }
    if (rule.max !== undefined && number > rule.max) {
      throw badRequest(`"${name}" must be at most ${rule.max}.`);
    }
    return number;
  }

  stringArray(name: string): string[] | undefined {
    const value = this.values[name];
    if (value === undefined || value === null) return undefined;
    if (this.fromQuery && typeof value === 'string') return value === '' ? [] : value.split(',');
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
    throw badRequest(`"${name}" must be a list of strings.`);
  }

  integerArray(name: string): number[] | undefined {
    const value = this.values[name];
    if (value === undefined || value === null) return undefined;
    let items: unknown[];
    if (this.fromQuery && typeof value === 'string') {
      items = value === '' ? [] : value.split(',').map((item) => (/^-?\d+$/.test(item.trim()) ? Number(item) : Number.NaN));
    } else if (Array.isArray(value)) {
      items = value;
    } else {
      throw badRequest(`"${name}" must be a list of whole numbers.`);
    }
    if (!items.every((item) => typeof item === 'number' && Number.isSafeInteger(item))) {
      throw badRequest(`"${name}" must be a list of whole numbers.`);
    }
    return items as number[];
  }

  object(name: string, options: { required?: boolean } = {}): Params | undefined {
    const value = this.values[name];
    if (value === undefined || value === null) {
      if (options.required) throw badRequest(`"${name}" is required.`);
      return undefined;
    }
    if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`"${name}" must be an object.`);
    return new Params(value as Record<string, unknown>, false);
  }

  /** Like `string`, for an enumerated value. */
  oneOf<T extends string>(name: string, allowed: readonly T[], options: { required?: boolean } = {}): T | undefined {
    const value = this.string(name, options);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw badRequest(`"${name}" must be one of: ${allowed.join(', ')}.`);
    }
    return value as T;
  }
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 1000;

export interface PageSizes {
  /** The page size without `limit` (default 20). */
  defaultLimit?: number;
  /** The largest `limit` accepted (default 1000). */
  maxLimit?: number;
}

/**
 * Slices a list by `limit`/`offset` and links the neighbouring pages. `next`/`previous` are absolute
 * URLs of this same request with another offset, as a Django REST server sends them.
 */
export function paginate<T, R = T>(items: readonly T[], params: Params, url: URL, map?: (item: T) => R, sizes: PageSizes = {}): Page<R> {
  const limit = params.integer('limit', { min: 1, max: sizes.maxLimit ?? MAX_PAGE_SIZE }) ?? sizes.defaultLimit ?? DEFAULT_PAGE_SIZE;
  const offset = params.integer('offset', { min: 0 }) ?? 0;
  const slice = items.slice(offset, offset + limit);
  const link = (newOffset: number): string => {
    const target = new URL(url);
    target.searchParams.set('limit', String(limit));
    target.searchParams.set('offset', String(newOffset));
    return target.toString();
  };
  return {
    count: items.length,
    next: offset + limit < items.length ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: map ? slice.map(map) : (slice as unknown as R[]),
  };
}
