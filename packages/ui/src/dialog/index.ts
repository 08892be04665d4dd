export { Dialog, DialogClose } from './dialog.js';
export type { DialogProps } from './dialog.js';
export { ConfirmDialog } from './confirm-dialog.js';
export type { ConfirmDialogProps } from './confirm-dialog.js';
