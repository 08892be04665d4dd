import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ACCESS_DENIED_PATH, matchRoute, resolveNavigation, type RouteDef } from '@extranet/domain';
import { SCREENS } from '../screens';
import { useSession } from '../../shared/session/session';
import { toAccessContext } from '../../shared/session/access';
import {
  NotAvailablePanel,
  NotFoundContent,
  PageLoading,
  RequestErrorScreen,
} from '../../shared/components/status-screens';

function Screen({ route }: { route: RouteDef }) {
  const Page = SCREENS[route.id];
  return (
    <Suspense fallback={<PageLoading />}>{Page ? <Page /> : <NotAvailablePanel route={route} />}</Suspense>
  );
}

/**
 * The one route wrapper: every route of the table renders through it. It asks the domain's
 * `resolveNavigation` what to do with this user on this path (sign-in, verification guard, status guard,
 * SPEC 4 access-denied rules, role/privilege/status/feature access) and renders, redirects or denies.
 */
export function RouteGuard({ route }: { route: RouteDef }) {
  const location = useLocation();
  const session = useSession();
  const match = matchRoute(location.pathname);

  // react-router matched a pattern the domain table rejects (e.g. a param outside its allowed values).
  if (!match || match.route.id !== route.id) return <NotFoundContent />;
  // Public pages never wait for the session.
  if (route.access.public && !route.redirectTo) return <Screen route={route} />;
  if (session.isPending) return <PageLoading />;
  if (session.isError)
    return <RequestErrorScreen error={session.error} onRetry={() => void session.refetch()} />;

  const decision = resolveNavigation(toAccessContext(session.data), location.pathname);
  switch (decision.kind) {
    case 'allow':
      return <Screen route={route} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'denied':
      return (
        <Navigate
          to={ACCESS_DENIED_PATH}
          replace
          state={{ from: location.pathname, reason: decision.reason }}
        />
      );
    case 'notFound':
      return <NotFoundContent />;
  }
}
