export { CodeEditor, type CodeEditorName, type CodeEditorProps } from './CodeEditor.tsx';
export { CodeField, type CodeFieldProps } from './CodeField.tsx';
export { languageOf, type CodeLanguage } from './language.ts';
export { CODE_EDITOR_TEXTS } from './texts.ts';
