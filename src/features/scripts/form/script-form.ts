import { array, mixed, object, string, type InferType } from 'yup';
import type { Script } from '../../../api/scripts.ts';
import { GLOBAL_ACCESS_GROUP } from '../../../api/access-groups.ts';
import { DEFAULT_SCRIPT, hasInterpreterLine, scriptText } from '../code.ts';
import { SCRIPT_FORM_TEXTS as T } from './texts.ts';

/** §1.5: five files at most, 1.00MB in all. */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 1024 * 1024;

/** An attachment slot's content: one the script has, or a file chosen in this form. */
export type AttachmentItem =
  | { readonly kind: 'existing'; readonly id: number; readonly filename: string }
  | { readonly kind: 'new'; readonly filename: string; readonly size: number; readonly file: File };

const required = () => string().trim().required(T.required);

/** The attachment rules, checked before anything is sent (the issue; upstream only states them, §1.9.4). */
export function attachmentsProblem(items: readonly AttachmentItem[]): string | undefined {
  if (items.length > MAX_ATTACHMENTS) return T.tooManyFiles;
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.filename)) return T.duplicateName(item.filename);
    seen.add(item.filename);
  }
  const newBytes = items.reduce((sum, item) => sum + (item.kind === 'new' ? item.size : 0), 0);
  if (newBytes > MAX_ATTACHMENT_BYTES) return T.tooLarge(newBytes);
  return undefined;
}

export const scriptFormSchema = object({
  title: required(),
  code: string()
    .required(T.required)
    .test('blank', T.required, (code) => code.replace(/^#!.*$/m, '').trim() !== '' || !hasInterpreterLine(code))
    .test('interpreter', T.interpreter, (code) => hasInterpreterLine(code)),
  access_group: string().default(GLOBAL_ACCESS_GROUP),
  attachments: array(mixed<AttachmentItem>().required())
    .default([])
    .test('rules', (items, context) => {
      const problem = attachmentsProblem(items ?? []);
      return problem ? context.createError({ message: problem }) : true;
    }),
});

export type ScriptFormValues = InferType<typeof scriptFormSchema>;

export function initialScriptValues(script?: Script): ScriptFormValues {
  if (!script) return { title: '', code: DEFAULT_SCRIPT, access_group: GLOBAL_ACCESS_GROUP, attachments: [] };
  return {
    title: script.title,
    code: scriptText(script),
    access_group: script.access_group,
    attachments: (script.attachments ?? []).map((attachment) => ({ kind: 'existing', id: attachment.id, filename: attachment.filename })),
  };
}

/** What an edit changes: the attachments to remove and to add, and whether a new version is due. */
export interface ScriptEdit {
  readonly removed: readonly string[];
  readonly added: readonly Extract<AttachmentItem, { kind: 'new' }>[];
  readonly newVersion: boolean;
}

export function scriptEdit(script: Script, values: ScriptFormValues): ScriptEdit {
  const items = values.attachments as AttachmentItem[];
  const kept = new Set(items.filter((item) => item.kind === 'existing').map((item) => item.filename));
  return {
    removed: (script.attachments ?? []).map((attachment) => attachment.filename).filter((name) => !kept.has(name)),
    added: items.filter((item): item is Extract<AttachmentItem, { kind: 'new' }> => item.kind === 'new'),
    newVersion: values.title.trim() !== script.title || values.code.replace(/\r/g, '') !== scriptText(script),
  };
}

/** A title from a file's name: without its extension (§1.5 "Populate from file"). */
export function titleFromFile(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
