import type { ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import * as styles from './badge.css.js';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A short label (a count, "New"). Colour is never the only signal: the text says it. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cx(styles.badge, styles.tone[tone], className)}>{children}</span>;
}

export interface StatusPillProps {
  tone: BadgeTone;
  /** The status in words (e.g. "Active", "Pending review"). */
  children: ReactNode;
  className?: string;
}

/** The status of a record (rate plan, promotion, registration) with a coloured dot. */
export function StatusPill({ tone, children, className }: StatusPillProps) {
  return (
    <span className={cx(styles.badge, styles.pill, styles.tone[tone], className)}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
