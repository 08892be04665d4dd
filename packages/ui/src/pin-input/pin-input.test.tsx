import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '@extranet/i18n';
import { UiProvider } from '../provider/index.js';
import { PinInput, type PinInputProps } from './index.js';
import { fillFrom, onlyDigits } from './segmented-digits.js';

const setup = (props: Partial<PinInputProps> = {}) =>
  render(
    <UiProvider language="en" translate={(key, params) => translate('en', key, params)}>
      <PinInput {...props} />
    </UiProvider>,
  );
const boxes = () => screen.getAllByLabelText(/Digit \d of 6/) as HTMLInputElement[];

describe('segmented digit helpers', () => {
  it('keeps digits only and fills from a position', () => {
    expect(onlyDigits(' 12-34 56 78', 6)).toBe('123456');
    expect(fillFrom('12', 2, '345', 6)).toEqual({ value: '12345', next: 5 });
    expect(fillFrom('', 0, '1234567', 6)).toEqual({ value: '123456', next: 5 });
  });
});

describe('PinInput', () => {
  it('is a labelled group of six masked digits that auto-advance', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    setup({ onComplete });
    expect(screen.getByRole('group', { name: 'PIN' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]!.type).toBe('password');
    await user.click(boxes()[0]!);
    await user.keyboard('48a2917');
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('482917');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('482917');
  });

  it('moves back with Backspace and reveals digits on request', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    setup({ onChange });
    await user.click(boxes()[0]!);
    await user.keyboard('123{Backspace}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('1');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(boxes()[0]!.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide PIN' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('pastes a whole PIN, ignoring separators', () => {
    const onComplete = vi.fn();
    setup({ onComplete });
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => '135 792' } });
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('135792');
    expect(onComplete).toHaveBeenCalledWith('135792');
  });

  it('shows the remaining attempts, and locks at 0 (SPEC 8)', () => {
    const { rerender } = setup({ attemptsLeft: 2, defaultValue: '111111' });
    expect(screen.getByText('Wrong PIN. Attempts left: 2.')).toBeTruthy();
    expect(boxes()[0]!.getAttribute('aria-invalid')).toBe('true');
    rerender(
      <UiProvider language="en" translate={(key, params) => translate('en', key, params)}>
        <PinInput attemptsLeft={0} />
      </UiProvider>,
    );
    expect(screen.getByText('You have to create a new PIN.')).toBeTruthy();
    expect(boxes().every((b) => b.disabled)).toBe(true);
  });

  it('warns about an easy PIN only when complete and the check says so', async () => {
    const user = userEvent.setup();
    const isEasy = (pin: string) => /^(\d)\1+$/.test(pin);
    setup({ isEasy });
    await user.click(boxes()[0]!);
    await user.keyboard('11111');
    expect(screen.queryByText(/easy to guess/)).toBeNull();
    await user.keyboard('1');
    expect(screen.getByText(/easy to guess/)).toBeTruthy();
    await user.keyboard('{Backspace}7');
    expect(screen.queryByText(/easy to guess/)).toBeNull();
  });
});
