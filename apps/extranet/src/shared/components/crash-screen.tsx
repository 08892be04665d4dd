import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@extranet/ui/error-state';
import { api } from '../api/client';
import { useT } from '../i18n/language';

/** An error may carry the link the retry button follows (SPEC 2: "or goes to a link when the error gives one"). */
export function linkOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'link' in error) {
    const link = (error as { link: unknown }).link;
    if (typeof link === 'string' && link !== '') return link;
  }
  return null;
}

/** The crash screen of SPEC 2: an image, "Sorry, something went wrong." and a retry button. */
export function CrashScreen({ error }: { error: unknown }) {
  const t = useT();
  const link = linkOf(error);
  return (
    <main id="main">
      <ErrorState
        fullPage
        title={t('shell.crash.title')}
        description={t('shell.crash.body')}
        retryLabel={t('shell.crash.retry')}
        {...(link ? { href: link } : {})}
      />
    </main>
  );
}

export function reportCrash(error: unknown, info?: string): void {
  void api.reportCrash(info === undefined ? { error } : { error, info });
}

/** Reports once, then shows the crash screen (used by the router's errorElement). */
export function ReportedCrash({ error }: { error: unknown }) {
  useEffect(() => {
    reportCrash(error);
  }, [error]);
  return <CrashScreen error={error} />;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/** Catches render errors below it: reports them through the api package and shows the crash screen. */
export class CrashBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportCrash(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
