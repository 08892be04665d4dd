import { useState, type ReactNode } from 'react';
import { Button } from '../button/button.js';
import { cx } from '../internal/cx.js';
import { useUiText } from '../provider/ui-provider.js';
import * as styles from './error-state.css.js';

export interface ErrorStateProps {
  /** Defaults to "Sorry, something went wrong." (SPEC section 2, the crash screen). */
  title?: ReactNode;
  description?: ReactNode;
  /** Where the retry button goes when the error names a link; without it, retry reloads the page. */
  href?: string;
  /** Replaces the reload / link navigation (e.g. to reset an error boundary). */
  onRetry?: () => void;
  retryLabel?: string;
  /** Fill the viewport, for the app-level crash screen. */
  fullPage?: boolean;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** Navigation is behind this seam so tests and stories can observe it. */
export const errorStateNavigation = {
  reload: () => window.location.reload(),
  assign: (href: string) => window.location.assign(href),
};

/** The crash screen: an illustration, the apology and a retry button that reloads or follows the error's link. */
export function ErrorState({
  title,
  description,
  href,
  onRetry,
  retryLabel,
  fullPage = false,
  headingLevel = 1,
  className,
}: ErrorStateProps) {
  const t = useUiText();
  const [retrying, setRetrying] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const retry = () => {
    if (onRetry) return onRetry();
    setRetrying(true);
    if (href) errorStateNavigation.assign(href);
    else errorStateNavigation.reload();
  };
  return (
    <div className={cx(styles.root, fullPage && styles.fullPage, className)}>
      <BrokenPageIllustration label={t('ui.errorState.illustration')} />
      <Heading className={styles.title}>{title ?? t('ui.errorState.title')}</Heading>
      <p className={styles.description}>{description ?? t('ui.errorState.description')}</p>
      <div className={styles.actions}>
        <Button onClick={retry} loading={retrying}>
          {retryLabel ?? t('ui.errorState.retry')}
        </Button>
      </div>
    </div>
  );
}

function BrokenPageIllustration({ label }: { label: string }) {
  return (
    <svg className={styles.illustration} viewBox="0 0 200 150" role="img" aria-label={label}>
      <ellipse cx="100" cy="138" rx="70" ry="7" fill="#e6e9ee" />
      <rect x="38" y="16" width="124" height="108" rx="10" fill="#ffffff" stroke="#d9dee5" strokeWidth="2" />
      <path d="M38 26a10 10 0 0 1 10-10h104a10 10 0 0 1 10 10v8H38z" fill="#e8f0fc" />
      <circle cx="52" cy="25" r="3" fill="#c2352b" />
      <circle cx="62" cy="25" r="3" fill="#b25e09" />
      <circle cx="72" cy="25" r="3" fill="#1d7a46" />
      <rect x="54" y="48" width="60" height="8" rx="4" fill="#d9dee5" />
      <rect x="54" y="64" width="92" height="6" rx="3" fill="#eceff3" />
      <rect x="54" y="76" width="80" height="6" rx="3" fill="#eceff3" />
      <path
        d="M38 96l22-8 18 12 22-14 20 10 18-8 24 6v20a10 10 0 0 1-10 10H48a10 10 0 0 1-10-10z"
        fill="#f1f3f6"
      />
      <path
        d="M60 88l18 12 22-14 20 10 18-8"
        fill="none"
        stroke="#8a94a3"
        strokeWidth="2"
        strokeDasharray="4 4"
      />
      <circle cx="150" cy="44" r="18" fill="#fcebe9" stroke="#c2352b" strokeWidth="2" />
      <path d="M150 35v11M150 52v1" stroke="#c2352b" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
