import { useState, type ReactNode, type Ref } from 'react';
import { Button as AriaButton, Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../internal/field-parts.js';
import { EyeIcon, EyeOffIcon } from '../internal/icons.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import * as styles from '../internal/field.css.js';

export interface TextFieldProps {
  label: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** `password` adds a show/hide toggle. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  placeholder?: string;
  description?: ReactNode;
  /** The message of a failed validation; its presence marks the field invalid. */
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
  /** Content inside the box before the text (a currency sign, an icon). */
  prefix?: ReactNode;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  type = 'text',
  description,
  error,
  isRequired,
  className,
  inputRef,
  placeholder,
  prefix,
  inputMode,
  ...rest
}: TextFieldProps) {
  const t = useUiText();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const inputType = isPassword && revealed ? 'text' : type;
  const grouped = isPassword || prefix !== undefined;

  const input = (
    <Input
      ref={inputRef}
      placeholder={placeholder}
      inputMode={inputMode}
      className={grouped ? styles.innerInput : styles.input}
    />
  );

  return (
    <AriaTextField
      {...rest}
      type={inputType}
      isRequired={isRequired}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      className={cx(styles.field, className)}
    >
      <FieldLabel required={isRequired}>{label}</FieldLabel>
      {grouped ? (
        <Group className={styles.control} isDisabled={rest.isDisabled} isInvalid={Boolean(error)}>
          {prefix !== undefined ? <span className={styles.prefix}>{prefix}</span> : null}
          {input}
          {isPassword ? (
            <AriaButton
              className={styles.adornmentButton}
              aria-label={t(revealed ? 'ui.textField.hidePassword' : 'ui.textField.showPassword')}
              isDisabled={rest.isDisabled}
              onPress={() => setRevealed((v) => !v)}
            >
              {revealed ? <EyeOffIcon /> : <EyeIcon />}
            </AriaButton>
          ) : null}
        </Group>
      ) : (
        input
      )}
      <FieldHelp description={description} error={error} />
    </AriaTextField>
  );
}
