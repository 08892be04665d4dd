import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, ErrorIcon, SuccessIcon } from '../internal/icons.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import { visuallyHidden } from '../theme/shared.css.js';
import {
  initialToastState,
  toastReducer,
  TOAST_CLEAR_MS,
  TOAST_TIMEOUT_MS,
  type ShowToastOptions,
  type ToastState,
} from './toast-state.js';
import * as styles from './toast.css.js';

export interface ToastApi {
  /** The current toast (SPEC section 4): shown or hidden, its message and type. */
  toast: ToastState;
  showToast: (message: string, options?: ShowToastOptions) => void;
  showSuccess: (message: string, options?: Omit<ShowToastOptions, 'type'>) => void;
  showError: (message: string, options?: Omit<ShowToastOptions, 'type'>) => void;
  hideToast: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Where the region is rendered; defaults to document.body. */
  container?: Element | null;
}

/**
 * Holds the one toast of the app and renders its region. Auto-hide waits while the pointer is over the toast
 * or focus is inside it, so nobody loses a message they are reading (WCAG 2.2.1).
 */
export function ToastProvider({ children, container }: ToastProviderProps) {
  const [state, dispatch] = useReducer(toastReducer, initialToastState);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!state.show || !state.autoHide || paused) return;
    const timer = setTimeout(() => dispatch({ type: 'hide' }), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state.show, state.autoHide, state.seq, paused]);

  useEffect(() => {
    if (state.show || state.message === '') return;
    const timer = setTimeout(() => dispatch({ type: 'clear' }), TOAST_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [state.show, state.message]);

  const showToast = useCallback((message: string, options?: ShowToastOptions) => {
    setPaused(false);
    dispatch({ type: 'show', message, options });
  }, []);
  const hideToast = useCallback(() => dispatch({ type: 'hide' }), []);

  const api = useMemo<ToastApi>(
    () => ({
      toast: state,
      showToast,
      showSuccess: (message, options) => showToast(message, { ...options, type: 'success' }),
      showError: (message, options) => showToast(message, { ...options, type: 'error' }),
      hideToast,
    }),
    [state, showToast, hideToast],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion state={state} onDismiss={hideToast} onPause={setPaused} container={container} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

interface ToastRegionProps {
  state: ToastState;
  onDismiss: () => void;
  onPause: (paused: boolean) => void;
  container?: Element | null;
}

function ToastRegion({ state, onDismiss, onPause, container }: ToastRegionProps) {
  const t = useUiText();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const visible = state.message !== '';
  const Icon = state.type === 'error' ? ErrorIcon : SuccessIcon;

  const card = visible ? (
    <div
      className={cx(styles.toast, styles.tone[state.type])}
      data-state={state.show ? 'open' : 'closed'}
      data-type={state.type}
      onPointerEnter={() => onPause(true)}
      onPointerLeave={() => onPause(false)}
      onFocus={() => onPause(true)}
      onBlur={() => onPause(false)}
    >
      <span className={styles.icon[state.type]}>
        <Icon size={20} />
      </span>
      <span className={visuallyHidden}>
        {t(state.type === 'error' ? 'ui.toast.error' : 'ui.toast.success')}:{' '}
      </span>
      <span className={styles.message}>{state.message}</span>
      <button type="button" className={styles.dismiss} aria-label={t('ui.toast.dismiss')} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  ) : null;

  // Both live regions stay in the document so screen readers announce content added to them.
  const region = (
    <section className={styles.region} aria-label={t('ui.toast.region')}>
      <div role="status" aria-live="polite">
        {state.type === 'success' ? card : null}
      </div>
      <div role="alert">{state.type === 'error' ? card : null}</div>
    </section>
  );

  if (!mounted) return null;
  const target = container ?? (typeof document !== 'undefined' ? document.body : null);
  return target ? createPortal(region, target) : region;
}
