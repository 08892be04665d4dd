import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from '../internal/spinner.js';
import { cx } from '../internal/cx.js';
import * as styles from './button.css.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the button's width and blocks further presses until the work is done. */
  loading?: boolean;
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /** For a button that shows only an icon: give it an `aria-label`. */
  iconOnly?: boolean;
  children?: ReactNode;
}

/**
 * The class names of a button, for an element that must look like one but is not a <button> (a router
 * link to another page, for example).
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  return cx(styles.root, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth);
}

/**
 * A native button. Loading keeps it focusable (so focus is not lost mid-action) but ignores presses, and
 * sets `aria-busy`; its accessible name stays the label.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  iconOnly = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={cx(buttonClassName({ variant, size, fullWidth }), iconOnly && styles.iconOnly, className)}
    >
      <span className={cx(styles.content, loading && styles.contentHidden)}>
        {icon}
        {children}
      </span>
      {loading ? (
        <span className={styles.spinnerSlot}>
          <Spinner />
        </span>
      ) : null}
    </button>
  );
}
