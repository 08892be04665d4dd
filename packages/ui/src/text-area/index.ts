export { TextArea } from './text-area.js';
export type { TextAreaProps } from './text-area.js';
