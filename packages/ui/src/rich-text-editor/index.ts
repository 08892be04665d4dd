export { RichTextEditor, plainText, plainTextLength } from './rich-text-editor.js';
export type { RichTextEditorProps } from './rich-text-editor.js';
