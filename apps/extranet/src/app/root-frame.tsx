import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { Dialog } from '@extranet/ui/dialog';
import { onSessionExpired } from '../shared/api/client';
import { CrashBoundary, ReportedCrash } from '../shared/components/crash-screen';
import { PushRegistration } from '../shared/components/push-registration';
import { useT } from '../shared/i18n/language';
import { SESSION_KEY, applySession, type Session } from '../shared/session/session';
import { onBusinessChange } from '../shared/session/tab-sync';
import { AccountLanguage } from '../shared/session/account-language';

/**
 * A failed refresh ends the session: the message first, then /login. A visitor who was never signed in
 * (the session probe also gets a 401) sees nothing.
 */
function SessionExpiredDialog() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      onSessionExpired(() => {
        if (queryClient.getQueryData<Session | null>(SESSION_KEY)) setOpen(true);
      }),
    [queryClient],
  );

  const signIn = () => {
    setOpen(false);
    applySession(queryClient, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    navigate(`/login?ref=${encodeURIComponent(location.pathname)}`, { replace: true });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={() => undefined}
      dismissible={false}
      size="sm"
      title={t('shell.sessionExpired.title')}
      description={t('shell.sessionExpired.body')}
      footer={<Button onClick={signIn}>{t('shell.sessionExpired.action')}</Button>}
    />
  );
}

/** Another tab switched the property: this tab's screens belong to the old one until it reloads. */
function BusinessChangedDialog() {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(
    () =>
      onBusinessChange(({ businessId }) => {
        const current = queryClient.getQueryData<Session | null>(SESSION_KEY);
        if (current && current.account.businessId !== businessId) setOpen(true);
      }),
    [queryClient],
  );
  return (
    <Dialog
      open={open}
      onOpenChange={() => undefined}
      dismissible={false}
      size="sm"
      title={t('shell.businessChanged.title')}
      description={t('shell.businessChanged.body')}
      footer={<Button onClick={() => window.location.reload()}>{t('shell.businessChanged.action')}</Button>}
    />
  );
}

/** Everything that lives above every screen and needs the router. */
export function RootFrame() {
  return (
    <CrashBoundary>
      <SessionExpiredDialog />
      <BusinessChangedDialog />
      <PushRegistration />
      <AccountLanguage />
      <Outlet />
    </CrashBoundary>
  );
}

/** The router's error element: render errors inside routes (and failed screen loads) end here. */
export function RouteCrash() {
  const error = useRouteError();
  return <ReportedCrash error={error} />;
}
