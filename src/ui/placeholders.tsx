/** SPEC §2 "General": the texts shown for empty values, placeholders, loading and redirects. */
export const EMPTY_VALUE = '---';
export const PLACEHOLDER = 'N/A';
export const LOADING_TEXT = 'Loading...';
export const REDIRECTING_TEXT = 'Redirecting...';

export type DisplayValue = string | number | null | undefined;

/** The text for a value: '---' when there is none. */
export function valueText(value: DisplayValue): string {
  return value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value);
}

/** A value from the server as text, '---' when empty. */
export function Value({ value }: { readonly value: DisplayValue }) {
  return <>{valueText(value)}</>;
}
