import { useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import * as styles from './segmented.css.js';

/** Keeps the digits of `text`, at most `length` of them. */
export function onlyDigits(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/** Writes `digits` into `value` from position `at`, returning the new value and where the caret goes. */
export function fillFrom(
  value: string,
  at: number,
  digits: string,
  length: number,
): { value: string; next: number } {
  const chars = Array.from({ length }, (_, i) => value[i] ?? '');
  let i = at;
  for (const d of digits) {
    if (i >= length) break;
    chars[i++] = d;
  }
  // A gap before `at` is not allowed: digits always fill from the left.
  const joined = chars.join('');
  return { value: joined, next: Math.min(i, length - 1) };
}

export interface SegmentedDigitsProps {
  length: number;
  value: string;
  onChange: (value: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (value: string) => void;
  /** `aria-label` of each box: receives the 1-based index. */
  digitLabel: (index: number) => string;
  masked?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  describedBy?: string;
  /** Rendered after the boxes, on the same line (e.g. a show/hide button). */
  after?: ReactNode;
}

/**
 * One box per digit: typing advances, Backspace goes back, arrows/Home/End move, pasting a code fills the
 * boxes from the focused one. Each box is a labelled input, so screen readers announce "Digit 2 of 6".
 */
export function SegmentedDigits(props: SegmentedDigitsProps) {
  const { length, value, onChange, onComplete, digitLabel, masked, disabled, invalid, autoFocus, after } =
    props;
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // Handlers read the latest value, not the one of their render: focus moves before React re-renders.
  const latest = useRef(value);
  latest.current = value;
  const focus = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(length - 1, i))];
    el?.focus();
    el?.select();
  };

  const commit = (next: string) => {
    const previous = latest.current;
    latest.current = next;
    onChange(next);
    if (next.length === length && /^\d+$/.test(next) && next !== previous) onComplete?.(next);
  };

  const write = (at: number, digits: string) => {
    // Never leave a hole: typing in a box right of the first empty one writes into the first empty one.
    const current = latest.current;
    const start = Math.min(at, current.length);
    const { value: next, next: caret } = fillFrom(current, start, digits, length);
    commit(next.replace(/\s/g, ''));
    focus(start + digits.length >= length ? length - 1 : caret);
  };

  const onKeyDown = (i: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const value = latest.current;
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        if (value[i] !== undefined && value[i] !== '') {
          commit(value.slice(0, i) + value.slice(i + 1));
          focus(i);
        } else if (i > 0) {
          commit(value.slice(0, i - 1) + value.slice(i));
          focus(i - 1);
        }
        return;
      }
      case 'Delete':
        event.preventDefault();
        commit(value.slice(0, i) + value.slice(i + 1));
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focus(i - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focus(Math.min(i + 1, value.length));
        return;
      case 'Home':
        event.preventDefault();
        focus(0);
        return;
      case 'End':
        event.preventDefault();
        focus(Math.min(value.length, length - 1));
        return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      if (/\d/.test(event.key)) write(i, event.key);
    }
  };

  const onPaste = (i: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'), length);
    if (digits) write(digits.length === length ? 0 : i, digits);
  };

  return (
    <div className={styles.row}>
      <div className={styles.boxes}>
        {Array.from({ length }, (_, i) => {
          const char = value[i] ?? '';
          return (
            <input
              key={i}
              ref={(el) => {
                refs.current[i] = el;
              }}
              className={cx(styles.box, char !== '' && styles.filled)}
              type={masked ? 'password' : 'text'}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={i === 0 ? props.autoComplete : 'off'}
              autoFocus={autoFocus && i === 0}
              maxLength={length}
              value={char}
              disabled={disabled}
              aria-label={digitLabel(i + 1)}
              aria-invalid={invalid || undefined}
              aria-describedby={props.describedBy}
              onKeyDown={onKeyDown(i)}
              onPaste={onPaste(i)}
              onFocus={(e) => {
                // Focus lands on the first empty box, so a code is always typed from the left.
                if (i > latest.current.length) focus(latest.current.length);
                else e.currentTarget.select();
              }}
              // Mobile keyboards and autofill (SMS codes) bypass keydown: read what was inserted.
              onChange={(e) => {
                const digits = onlyDigits(e.currentTarget.value, length);
                if (digits.length > 1) write(digits.length === length ? 0 : i, digits);
                else if (digits.length === 1 && digits !== char) write(i, digits);
              }}
            />
          );
        })}
      </div>
      {after}
    </div>
  );
}
