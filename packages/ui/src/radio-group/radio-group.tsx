import type { ReactNode } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../internal/field-parts.js';
import { cx } from '../internal/cx.js';
import * as styles from './radio-group.css.js';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: ReadonlyArray<RadioOption>;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  description?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

/** Radios in a group: arrow keys move and select, Tab leaves the group. */
export function RadioGroup({
  label,
  options,
  orientation = 'vertical',
  description,
  error,
  isRequired,
  className,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      orientation={orientation}
      isRequired={isRequired}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      className={cx(styles.group, className)}
    >
      <FieldLabel required={isRequired}>{label}</FieldLabel>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.circle} />
            <span className={styles.text}>
              {option.label}
              {option.description ? <span className={styles.description}>{option.description}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} error={error} />
    </AriaRadioGroup>
  );
}
