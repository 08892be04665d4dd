import { vi } from 'vitest';
import { ratesPolicy } from '@extranet/domain';
import type { Session, SessionHotel } from '../src/shared/session/session';

/** A property of the session; its abilities follow from its roles by the server's policy unless given. */
export function hotel(overrides: Partial<SessionHotel> = {}): SessionHotel {
  const facts: SessionHotel = {
    hotelId: 101,
    name: 'Hotel Demo Jakarta',
    accommodationType: 'HOTEL',
    activeStatus: 2,
    rateModel: 'DAILY',
    vendor: null,
    vendorSkipPriceValidation: false,
    registerFormType: null,
    features: [],
    roles: [7],
    privileges: [],
    registrationStep: null,
    timeZone: 'Asia/Jakarta',
    ...overrides,
  };
  return {
    ...facts,
    abilities:
      overrides.abilities ?? ratesPolicy.ratesAbilities({ roles: facts.roles, staffRoles: [], hotel: facts }),
  };
}

export function session(
  overrides: { hotel?: Partial<SessionHotel>; user?: Partial<Session['user']>; hotels?: SessionHotel[] } = {},
): Session {
  const current = hotel(overrides.hotel);
  const hotels = overrides.hotels ?? [current];
  return {
    account: {
      accountId: '1',
      username: 'admin@demo.extranet',
      name: 'Admin Demo',
      role: current.roles.join(','),
      priv: '',
      loyaltyLevel: null,
      language: null,
      businessId: String(current.hotelId),
    },
    user: {
      userRoleId: '55',
      requireVerification: false,
      phoneCode: '+62',
      emailVerified: true,
      forceChangePassword: false,
      ...overrides.user,
    },
    hotels,
    currentHotelId: current.hotelId,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stands in for the server at the fetch boundary: the session (or 401), an empty menu, a refresh that fails.
 * Returns the mock so tests can inspect the calls.
 */
export function fakeServer(
  current: Session | null,
  extra: Record<string, (init: { body: string; headers: Headers }) => Response> = {},
) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const key = `${method} ${url.pathname}`;
    const handler = extra[key];
    if (handler) {
      const body =
        input instanceof Request ? await input.text() : typeof init?.body === 'string' ? init.body : '';
      const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
      return handler({ body, headers });
    }
    if (key === 'GET /api/v1/auth/session') {
      return current ? json(200, current) : json(401, { code: 'UNAUTHENTICATED', message: 'Sign in' });
    }
    if (key === 'POST /graphql') {
      return json(200, { data: { refreshToken: { code: 'UNAUTHENTICATED', message: 'no', data: null } } });
    }
    if (key === 'GET /v3/app/api/menus')
      return json(200, { hotelId: current?.currentHotelId ?? null, sections: [] });
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
