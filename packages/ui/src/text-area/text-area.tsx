import { useState, type ReactNode } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { textLength } from '@extranet/domain';
import { FieldHelp, FieldLabel } from '../internal/field-parts.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import { visuallyHidden } from '../theme/shared.css.js';
import * as fieldStyles from '../internal/field.css.js';
import * as styles from './text-area.css.js';

export interface TextAreaProps {
  label: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  description?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  rows?: number;
  /** Shows a "count / max" counter. The limit is a guide, not a hard stop, so pasted text is never cut. */
  maxLength?: number;
  className?: string;
}

export function TextArea({
  label,
  value,
  defaultValue,
  onChange,
  description,
  error,
  isRequired,
  rows = 4,
  maxLength,
  placeholder,
  className,
  ...rest
}: TextAreaProps) {
  const t = useUiText();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  // Characters as people (and the validation rules) count them: code points, so an emoji counts once.
  const length = textLength(current);
  const over = maxLength !== undefined && length > maxLength;

  return (
    <AriaTextField
      {...rest}
      value={current}
      onChange={(next) => {
        if (value === undefined) setUncontrolled(next);
        onChange?.(next);
      }}
      isRequired={isRequired}
      isInvalid={error || over ? true : undefined}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel required={isRequired}>{label}</FieldLabel>
      <AriaTextArea rows={rows} placeholder={placeholder} className={styles.textArea} />
      <div className={styles.footer}>
        <div className={styles.help}>
          <FieldHelp description={description} error={error} />
        </div>
        {maxLength !== undefined ? (
          <span className={styles.counter} data-over={over}>
            <span aria-hidden="true">
              {length} / {maxLength}
            </span>
            <span className={visuallyHidden}>
              {t('ui.textField.characterCount', { count: length, max: maxLength })}
            </span>
          </span>
        ) : null}
      </div>
    </AriaTextField>
  );
}
