import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../internal/icons.js';
import { cx } from '../internal/cx.js';
import * as styles from './checkbox.css.js';

export interface CheckboxProps {
  /** The visible label; for a checkbox without one (a table row), pass `aria-label` instead. */
  children?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  isIndeterminate?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  name?: string;
  value?: string;
  className?: string;
}

export function Checkbox({ children, description, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={cx(styles.root, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box}>
            {isIndeterminate ? <MinusIcon size={12} /> : isSelected ? <CheckIcon size={12} /> : null}
          </span>
          {children || description ? (
            <span className={styles.text}>
              {children}
              {description ? <span className={styles.description}>{description}</span> : null}
            </span>
          ) : null}
        </>
      )}
    </AriaCheckbox>
  );
}
