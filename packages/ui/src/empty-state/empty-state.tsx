import type { ReactNode } from 'react';
import { InboxIcon } from '../internal/icons.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import * as styles from './empty-state.css.js';

export interface EmptyStateProps {
  /** Defaults to the built-in "Nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** Replaces the default inbox icon; decorative. */
  icon?: ReactNode;
  /** Buttons or links that get the user going (e.g. "Create rate plan"). */
  actions?: ReactNode;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon,
  actions,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const t = useUiText();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <InboxIcon size={28} />}
      </span>
      <Heading className={styles.title}>{title ?? t('ui.emptyState.title')}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
