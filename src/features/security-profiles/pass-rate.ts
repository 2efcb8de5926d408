import { SECURITY_PROFILE_TEXTS } from './texts.ts';

const E = SECURITY_PROFILE_TEXTS.passRateErrors;

/** The bounds a pass-rate filter has when nothing is filtered (UPSTREAM-NOTES: sent only when different). */
export const PASS_RATE_DEFAULTS = { from: 0, to: 100 } as const;

export interface PassRateErrors {
  readonly from?: string;
  readonly to?: string;
}

export type PassRateReading = { readonly value: number } | { readonly error: string };

/** One bound as typed: required, a whole number (no fraction, no exponent), 0–100. */
export function readPassRate(text: string): PassRateReading {
  const trimmed = text.trim();
  if (trimmed === '') return { error: E.required };
  if (!/^[+-]?\d+$/.test(trimmed)) return { error: E.integer };
  const value = Number(trimmed);
  if (value < 0) return { error: E.negative };
  if (value > 100) return { error: E.aboveMax };
  return { value };
}

/** Both bounds; To is compared with From only when both are valid. */
export function validatePassRate(from: string, to: string): PassRateErrors {
  const fromReading = readPassRate(from);
  const toReading = readPassRate(to);
  const errors: { from?: string; to?: string } = {};
  if ('error' in fromReading) errors.from = fromReading.error;
  if ('error' in toReading) errors.to = toReading.error;
  else if ('value' in fromReading && toReading.value < fromReading.value) errors.to = E.belowFrom;
  return errors;
}

/** How many bounds differ from their defaults: the popover's badge. */
export const passRateBadge = (from: number, to: number): number =>
  (from !== PASS_RATE_DEFAULTS.from ? 1 : 0) + (to !== PASS_RATE_DEFAULTS.to ? 1 : 0);
