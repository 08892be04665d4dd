// The property area (issue 11): registration, content, photos, review. One line per file.
export * from './editing.js';
export * from './policy.js';
export * from './announcements.js';
export * from './content-score.js';
export * from './contacts.js';
export * from './general-info.js';
export * from './rooms.js';
export * from './facilities.js';
export * from './photos.js';
export * from './registration-rules.js';
