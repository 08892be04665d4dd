import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, type ToastApi } from './toast.js';
import { initialToastState, toastReducer, TOAST_CLEAR_MS, TOAST_TIMEOUT_MS } from './toast-state.js';

describe('toastReducer', () => {
  it('shows a success toast with auto-hide by default', () => {
    const s = toastReducer(initialToastState, { type: 'show', message: 'Saved' });
    expect(s).toMatchObject({ show: true, message: 'Saved', type: 'success', autoHide: true, seq: 1 });
  });

  it('keeps the message when hiding and clears it afterwards', () => {
    const shown = toastReducer(initialToastState, {
      type: 'show',
      message: 'Failed',
      options: { type: 'error' },
    });
    const hidden = toastReducer(shown, { type: 'hide' });
    expect(hidden).toMatchObject({ show: false, message: 'Failed', type: 'error' });
    expect(toastReducer(hidden, { type: 'clear' })).toMatchObject({
      show: false,
      message: '',
      type: 'success',
    });
  });

  it('does not clear a toast shown again before the clear ran', () => {
    const again = toastReducer(toastReducer(initialToastState, { type: 'hide' }), {
      type: 'show',
      message: 'B',
    });
    expect(toastReducer(again, { type: 'clear' }).message).toBe('B');
  });
});

describe('ToastProvider', () => {
  let api: ToastApi;
  function Probe() {
    api = useToast();
    return null;
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides after 5000 ms and clears the message 300 ms later', () => {
    render(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
    );
    act(() => api.showSuccess('Rate plan saved'));
    expect(screen.getByRole('status').textContent).toContain('Rate plan saved');

    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1));
    expect(api.toast.show).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(api.toast.show).toBe(false);
    expect(api.toast.message).toBe('Rate plan saved');

    act(() => vi.advanceTimersByTime(TOAST_CLEAR_MS));
    expect(api.toast.message).toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps a toast without auto-hide until dismissed, and announces errors as alerts', () => {
    render(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
    );
    act(() => api.showError('Could not save', { autoHide: false }));
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS * 3));
    expect(api.toast.show).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Could not save');

    act(() => api.hideToast());
    act(() => vi.advanceTimersByTime(TOAST_CLEAR_MS));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('restarts the timer when a new toast replaces the current one', () => {
    render(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
    );
    act(() => api.showSuccess('First'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => api.showSuccess('Second'));
    act(() => vi.advanceTimersByTime(4000));
    expect(api.toast).toMatchObject({ show: true, message: 'Second' });
    act(() => vi.advanceTimersByTime(1000));
    expect(api.toast.show).toBe(false);
  });

  it('throws a clear error without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/ToastProvider/);
  });
});
