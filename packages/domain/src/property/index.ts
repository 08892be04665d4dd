// The property area (issue 11): registration, content, photos, review. One line per file.
export * from './editing.js';
export * from './contacts.js';
export * from './general-info.js';
export * from './registration-rules.js';
