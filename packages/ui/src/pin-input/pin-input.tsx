import { useId, useState, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from '../internal/icons.js';
import * as field from '../internal/field.css.js';
import { useUiText } from '../provider/index.js';
import { Button } from '../button/index.js';
import { SegmentedDigits } from './segmented-digits.js';
import * as styles from './segmented.css.js';

/** PIN length (SPEC 5, 9). */
export const PIN_INPUT_LENGTH = 6;

export interface PinInputProps {
  /** Visible label; defaults to "PIN". */
  label?: ReactNode;
  description?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called when all six digits are entered. */
  onComplete?: (value: string) => void;
  /**
   * Attempts left after a wrong PIN (SPEC 8). A number above 0 shows "Wrong PIN. Attempts left: n"; 0 locks
   * the input and shows "You have to create a new PIN".
   */
  attemptsLeft?: number;
  /** Any other error to show (already translated). */
  errorMessage?: ReactNode;
  /**
   * Tells whether a complete PIN is easy to guess, to warn while choosing a new PIN. Pass `isEasyPin` from
   * `@extranet/validation` (the same rule the server enforces).
   */
  isEasy?: (pin: string) => boolean;
  /** Digits are hidden by default; a button reveals them. */
  masked?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Submits the PIN with a surrounding form under this name. */
  name?: string;
  className?: string;
}

/** Six masked PIN digits with paste, show/hide and the remaining-attempts message. */
export function PinInput(props: PinInputProps) {
  const t = useUiText();
  const id = useId();
  const [inner, setInner] = useState(props.defaultValue ?? '');
  const value = props.value ?? inner;
  const [revealed, setRevealed] = useState(false);
  const locked = props.attemptsLeft === 0;
  const easy = value.length === PIN_INPUT_LENGTH && props.isEasy?.(value) === true;
  const error = locked
    ? t('ui.pinInput.locked')
    : props.attemptsLeft !== undefined
      ? t('ui.pinInput.attemptsLeft', { count: props.attemptsLeft })
      : props.errorMessage;
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const descriptionId = `${id}-description`;
  const describedBy = [props.description ? descriptionId : '', error || easy ? messageId : '']
    .filter(Boolean)
    .join(' ');

  const onChange = (next: string) => {
    if (props.value === undefined) setInner(next);
    props.onChange?.(next);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={[styles.root, props.className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={field.label}>
        {props.label ?? t('ui.pinInput.label')}
      </span>
      {props.description ? (
        <span id={descriptionId} className={field.description}>
          {props.description}
        </span>
      ) : null}
      <SegmentedDigits
        length={PIN_INPUT_LENGTH}
        value={value}
        onChange={onChange}
        onComplete={props.onComplete}
        digitLabel={(index) => t('ui.pinInput.digit', { index, total: PIN_INPUT_LENGTH })}
        masked={(props.masked ?? true) && !revealed}
        disabled={props.disabled || locked}
        invalid={Boolean(error)}
        autoFocus={props.autoFocus}
        autoComplete="off"
        describedBy={describedBy || undefined}
        after={
          (props.masked ?? true) ? (
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={revealed ? t('ui.pinInput.hide') : t('ui.pinInput.show')}
              aria-pressed={revealed}
              disabled={props.disabled || locked}
              onClick={() => setRevealed((r) => !r)}
              icon={revealed ? <EyeOffIcon /> : <EyeIcon />}
            />
          ) : null
        }
      />
      {props.name ? <input type="hidden" name={props.name} value={value} /> : null}
      <div id={messageId} aria-live="polite">
        {error ? (
          <p className={styles.error}>{error}</p>
        ) : easy ? (
          <p className={styles.warning}>{t('ui.pinInput.easy')}</p>
        ) : null}
      </div>
    </div>
  );
}
