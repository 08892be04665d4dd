export { ToastProvider, useToast } from './toast.js';
export type { ToastApi, ToastProviderProps } from './toast.js';
export { TOAST_CLEAR_MS, TOAST_TIMEOUT_MS, toastReducer, initialToastState } from './toast-state.js';
export type { ToastState, ToastType, ShowToastOptions, ToastAction } from './toast-state.js';
