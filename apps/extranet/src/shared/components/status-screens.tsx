import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '@extranet/api';
import { CLIENT_ERROR_CODES } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import type { RouteDef } from '@extranet/domain';
import { translate } from '@extranet/i18n';
import { useLanguage, useT } from '../i18n/language';
import { areaKeyOf } from './areas';
import { usePageTitle } from './page-title';
import * as css from '../styles/page.css';
import * as own from './status-screens.css';
import {
  BrokenPageIllustration,
  CompassIllustration,
  ConstructionIllustration,
  LockIllustration,
  OfflineIllustration,
} from './illustrations';

export const HOME_PATH = '/v3/app/home';

export function StatusPanel({
  illustration,
  eyebrow,
  title,
  body,
  children,
  headingLevel = 1,
}: {
  illustration?: ReactNode;
  eyebrow?: string;
  title: string;
  body?: ReactNode;
  children?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={css.centered}>
      <div className={css.statusPanel}>
        {illustration}
        {eyebrow ? <p className={css.statusCode}>{eyebrow}</p> : null}
        <Heading className={css.title}>{title}</Heading>
        {body ? <p className={css.subtitle}>{body}</p> : null}
        {children ? <div className={css.actions}>{children}</div> : null}
      </div>
    </div>
  );
}

/** A link styled as the primary button. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Link to={to} className={own.buttonLink[variant]}>
      {children}
    </Link>
  );
}

export function NotFoundContent() {
  const t = useT();
  usePageTitle(t('shell.notFound.title'));
  return (
    <StatusPanel
      illustration={<CompassIllustration />}
      eyebrow={t('shell.notFound.code')}
      title={t('shell.notFound.title')}
      body={t('shell.notFound.body')}
    >
      <ButtonLink to={HOME_PATH}>{t('shell.notFound.back')}</ButtonLink>
    </StatusPanel>
  );
}

/** The frame of a screen a later issue builds: says so, names the area, and pretends nothing. */
export function NotAvailablePanel({ route }: { route: RouteDef }) {
  const t = useT();
  const area = t(areaKeyOf(route));
  return (
    <section aria-labelledby="not-available-title" className={own.notAvailable}>
      <ConstructionIllustration />
      <h1 id="not-available-title" className={css.title}>
        {t('shell.notAvailable.title', { area })}
      </h1>
      <p className={css.subtitle}>{t('shell.notAvailable.body')}</p>
      <ButtonLink to={HOME_PATH} variant="secondary">
        {t('shell.notAvailable.back')}
      </ButtonLink>
    </section>
  );
}

/** `reason`: the guard's (e.g. NOT_A_HOME); a rule of SPEC 4 is said in words, a plain FORBIDDEN is not. */
export function AccessDeniedContent({ reason }: { reason?: string | undefined } = {}) {
  const t = useT();
  const { lang } = useLanguage();
  const why =
    reason && reason !== 'FORBIDDEN'
      ? translate(lang, `common.errors.accessDenied.reasons.${reason}`)
      : undefined;
  usePageTitle(t('shell.accessDenied.title'));
  return (
    <StatusPanel
      illustration={<LockIllustration />}
      eyebrow="403"
      title={t('shell.accessDenied.title')}
      body={why ?? t('shell.accessDenied.body')}
    >
      <ButtonLink to={HOME_PATH}>{t('shell.accessDenied.back')}</ButtonLink>
    </StatusPanel>
  );
}

export function PageLoading() {
  const t = useT();
  return (
    <div className={own.loading} role="status" aria-live="polite">
      <span className={own.spinner} aria-hidden="true" />
      <span>{t('shell.loading')}</span>
    </div>
  );
}

export type RequestProblem = 'offline' | 'server' | 'other';

export function problemOf(error: unknown): RequestProblem {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  if (isApiError(error)) {
    if (error.code === CLIENT_ERROR_CODES.NETWORK || error.code === CLIENT_ERROR_CODES.TIMEOUT)
      return 'offline';
    if (error.status >= 500) return 'server';
    return 'other';
  }
  if (error instanceof TypeError) return 'offline';
  return 'other';
}

/** No-internet and server-problem screens of SPEC 8, each with a retry; other failures show their message. */
export function RequestErrorScreen({
  error,
  onRetry,
  headingLevel = 1,
}: {
  error: unknown;
  onRetry: () => void;
  headingLevel?: 1 | 2;
}) {
  const t = useT();
  const problem = problemOf(error);
  if (problem === 'offline') {
    return (
      <StatusPanel
        headingLevel={headingLevel}
        illustration={<OfflineIllustration />}
        title={t('shell.offline.title')}
        body={t('shell.offline.body')}
      >
        <Button onClick={onRetry}>{t('shell.offline.retry')}</Button>
      </StatusPanel>
    );
  }
  if (problem === 'server') {
    return (
      <StatusPanel
        headingLevel={headingLevel}
        illustration={<BrokenPageIllustration />}
        title={t('shell.serverProblem.title')}
        body={t('shell.serverProblem.body')}
      >
        <Button onClick={onRetry}>{t('shell.serverProblem.retry')}</Button>
      </StatusPanel>
    );
  }
  const message = isApiError(error) ? error.message : t('common.genericError');
  return (
    <StatusPanel
      headingLevel={headingLevel}
      illustration={<BrokenPageIllustration />}
      title={t('shell.crash.title')}
      body={message}
    >
      <Button onClick={onRetry}>{t('shell.crash.retry')}</Button>
    </StatusPanel>
  );
}
