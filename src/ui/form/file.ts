import { formatBytes, FORM_TEXTS as T } from './texts.ts';

/** A chosen text file, read: its name and its content. */
export interface FileValue {
  readonly name: string;
  readonly text: string;
}

/**
 * Whether a file matches an `accept` list: extensions ('.xml', any case), exact MIME types
 * ('text/xml') or wildcards ('text/*'). An empty list accepts anything.
 */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** Why a file cannot be taken, or undefined when it can. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>, accept: readonly string[], maxBytes: number): string | undefined {
  if (!isAccepted(file, accept)) {
    const extensions = accept.filter((entry) => entry.startsWith('.'));
    return T.fileWrongType((extensions.length ? extensions : accept).join(' or '));
  }
  if (file.size > maxBytes) return T.fileTooLarge(formatBytes(maxBytes));
  return undefined;
}
