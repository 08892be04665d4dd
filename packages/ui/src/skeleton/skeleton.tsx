import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import { visuallyHidden } from '../theme/shared.css.js';
import * as styles from './skeleton.css.js';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
  className?: string;
}

/** One placeholder shape; decorative. Wrap groups of them in `SkeletonGroup`, which announces the loading. */
export function Skeleton({ width = '100%', height = 16, circle = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.bone, circle && styles.circle, className)}
      style={{ width, height }}
    />
  );
}

export interface SkeletonGroupProps {
  children?: ReactNode;
  /** Announced to screen readers; defaults to the built-in "Loading content". */
  label?: string;
  className?: string;
}

export function SkeletonGroup({ children, label, className }: SkeletonGroupProps) {
  const t = useUiText();
  return (
    <div role="status" aria-busy="true" className={cx(styles.group, className)}>
      <span className={visuallyHidden}>{label ?? t('ui.skeleton.loading')}</span>
      {children}
    </div>
  );
}

/** Lines of text being loaded; the last line is shorter, as real paragraphs are. */
export function SkeletonText({ lines = 3, label }: { lines?: number; label?: string }) {
  return (
    <SkeletonGroup label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={12} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </SkeletonGroup>
  );
}
