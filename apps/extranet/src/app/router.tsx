import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteDef } from '@extranet/domain';
import { RouteGuard } from './guards/route-guard';
import { StandaloneLayout } from './layouts/standalone-layout';
import { NotFoundContent, PageLoading } from '../shared/components/status-screens';
import { CHUNK_TIMEOUT_MS, withTimeout } from './lazy-page';
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

/** A layout's module, loaded with its first screen: failures and the SPEC 9 timeout end in RouteCrash. */
async function loadLayout<M extends Record<string, unknown>>(load: Promise<M>, name: keyof M & string) {
  const mod = await withTimeout(load, CHUNK_TIMEOUT_MS);
  return { Component: mod[name] as ComponentType };
}

/** The whole route table: every route of SPEC section 2 comes from `ROUTES` of @extranet/domain. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      errorElement: <RouteCrash />,
      // While the first layout's code arrives (it is not in the entry chunk).
      hydrateFallbackElement: <PageLoading />,
      children: [
        // Layouts load with their first screen, so the eager entry holds only what every path needs.
        {
          lazy: () => loadLayout(import('./layouts/public-layout'), 'PublicLayout'),
          children: group((r) => r.area === 'public'),
        },
        {
          lazy: () => loadLayout(import('./layouts/auth-layout'), 'AuthLayout'),
          children: group((r) => r.area === 'auth'),
        },
        {
          lazy: () => loadLayout(import('./layouts/app-layout'), 'AppLayout'),
          children: group((r) => r.area === 'app' || r.area === 'registration'),
        },
        { element: <StandaloneLayout />, children: [{ path: '*', element: <NotFoundContent /> }] },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
