import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '@extranet/i18n';
import { UiProvider } from '../provider/index.js';
import { formatCountdown, OtpInput, secondsUntil, type OtpInputProps } from './index.js';

const setup = (props: Partial<OtpInputProps> = {}) =>
  render(
    <UiProvider language="en" translate={(key, params) => translate('en', key, params)}>
      <OtpInput {...props} />
    </UiProvider>,
  );
const boxes = () => screen.getAllByLabelText(/Digit \d of 4/) as HTMLInputElement[];

describe('countdown helpers', () => {
  it('rounds up to whole seconds and never goes below 0', () => {
    expect(secondsUntil(10_001, 0)).toBe(11);
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(0, 5_000)).toBe(0);
    expect(formatCountdown(45)).toBe('0:45');
    expect(formatCountdown(125)).toBe('2:05');
  });
});

describe('OtpInput', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T01:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('auto-advances and completes with 4 digits; pasting fills all boxes', () => {
    const onComplete = vi.fn();
    setup({ onComplete });
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    fireEvent.keyDown(boxes()[0]!, { key: '4' });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.paste(boxes()[1]!, { clipboardData: { getData: () => '9876' } });
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('9876');
    expect(onComplete).toHaveBeenCalledWith('9876');
  });

  it('counts down to the resend time, then lets the user resend', async () => {
    const onResend = vi.fn(() => Promise.resolve());
    setup({ onResend, resendAvailableAt: new Date('2026-11-22T01:01:05Z') });
    const button = () => screen.getByRole('button', { name: /Resend code/ }) as HTMLButtonElement;
    expect(button().textContent).toBe('Resend code in 1:05');
    expect(button().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(5_000));
    expect(button().textContent).toBe('Resend code in 1:00');
    act(() => vi.advanceTimersByTime(60_000));
    expect(button().textContent).toBe('Resend code');
    expect(button().disabled).toBe(false);
    await act(async () => button().click());
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('shows the error message and marks the boxes invalid', () => {
    setup({ errorMessage: 'The code is wrong.' });
    expect(screen.getByText('The code is wrong.')).toBeTruthy();
    expect(boxes()[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(boxes()[0]!.getAttribute('aria-describedby')).toBeTruthy();
  });
});
