/** SPEC section 9: a toast hides after 5000 ms when auto-hide is on; its message is cleared 300 ms after hiding. */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_CLEAR_MS = 300;

export type ToastType = 'success' | 'error';

export interface ToastState {
  show: boolean;
  message: string;
  type: ToastType;
  autoHide: boolean;
  /** Increases with every `show`, so showing the same message again restarts the timer. */
  seq: number;
}

export interface ShowToastOptions {
  /** `success` by default. */
  type?: ToastType;
  /** Hide after TOAST_TIMEOUT_MS; on by default. */
  autoHide?: boolean;
}

export type ToastAction =
  { type: 'show'; message: string; options?: ShowToastOptions } | { type: 'hide' } | { type: 'clear' };

export const initialToastState: ToastState = {
  show: false,
  message: '',
  type: 'success',
  autoHide: true,
  seq: 0,
};

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'show':
      return {
        show: true,
        message: action.message,
        type: action.options?.type ?? 'success',
        autoHide: action.options?.autoHide ?? true,
        seq: state.seq + 1,
      };
    case 'hide':
      return state.show ? { ...state, show: false } : state;
    case 'clear':
      // A toast shown again during the 300 ms keeps its new message.
      return state.show ? state : { ...state, message: '', type: 'success' };
  }
}
