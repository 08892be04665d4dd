export { RichTextEditor } from './rich-text-editor.js';
export { plainText, plainTextLength } from './plain-text.js';
export type { RichTextEditorProps } from './rich-text-editor.js';
