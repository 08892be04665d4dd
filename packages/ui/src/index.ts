// The root entry re-exports every component; importers who care about size use the per-component entries
// (`@extranet/ui/button`, …), which pull in only what that component needs. The rich-text editor is not
// here: it has its own entry, `@extranet/ui/rich-text`, and its tiptap packages are optional peers.
export * from './theme/index.js';
export * from './provider/index.js';
export * from './button/index.js';
export * from './text-field/index.js';
export * from './text-area/index.js';
export * from './number-field/index.js';
export * from './select/index.js';
export * from './combo-box/index.js';
export * from './checkbox/index.js';
export * from './switch/index.js';
export * from './radio-group/index.js';
export * from './date-field/index.js';
export * from './date-range-picker/index.js';
export * from './time-field/index.js';
export * from './dialog/index.js';
export * from './toast/index.js';
export * from './tabs/index.js';
export * from './tooltip/index.js';
export * from './badge/index.js';
export * from './stepper/index.js';
export * from './pagination/index.js';
export * from './skeleton/index.js';
export * from './empty-state/index.js';
export * from './error-state/index.js';
export * from './data-table/index.js';
export * from './rate-calendar/index.js';
export * from './pin-input/index.js';
export * from './otp-input/index.js';
export * from './photo-uploader/index.js';
