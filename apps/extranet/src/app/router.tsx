import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteDef } from '@extranet/domain';
import { RouteGuard } from './guards/route-guard';
import { AppLayout } from './layouts/app-layout';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { StandaloneLayout } from './layouts/standalone-layout';
import { NotFoundContent } from '../shared/components/status-screens';
import { RootFrame, RouteCrash } from './root-frame';

/** The react-router entries of one domain route (plus its /v3/en variant for localized public pages). */
export function routeObjects(def: RouteDef): RouteObject[] {
  const element = <RouteGuard key={def.id} route={def} />;
  const out: RouteObject[] = [{ path: def.path, element }];
  if (def.localized) out.push({ path: def.path.replace(/^\/v3/, '/v3/en'), element });
  return out;
}

function group(predicate: (def: RouteDef) => boolean): RouteObject[] {
  return ROUTES.filter(predicate).flatMap(routeObjects);
}

/** The whole route table: every route of SPEC section 2 comes from `ROUTES` of @extranet/domain. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      errorElement: <RouteCrash />,
      children: [
        { element: <PublicLayout />, children: group((r) => r.area === 'public') },
        { element: <AuthLayout />, children: group((r) => r.area === 'auth') },
        { element: <AppLayout />, children: group((r) => r.area === 'app' || r.area === 'registration') },
        { element: <StandaloneLayout />, children: [{ path: '*', element: <NotFoundContent /> }] },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
