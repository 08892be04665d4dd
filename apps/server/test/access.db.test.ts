import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireHotelAccess, requireStaffRole, type HotelAccessRule } from '../src/http/session.js';
import { modules } from '../src/modules/index.js';
import type { ServerModule } from '../src/modules/types.js';
import { createTestApp, DEMO_ACCOUNTS, DEMO_HOTELS, type TestApp } from './helpers.js';

/** A module with plain routes that exercise the access helpers as a handler would. */
const probe: ServerModule = {
  name: 'access-probe',
  handlers: {},
  register(app) {
    app.get('/test/hotels/:hotelId/:rule', async (request) => {
      const { hotelId, rule } = request.params as { hotelId: string; rule: string };
      const parsed: HotelAccessRule =
        rule === 'member' ? undefined : /^[\d,]+$/.test(rule) ? rule.split(',').map(Number) : rule;
      const access = await requireHotelAccess(request, Number(hotelId), parsed);
      return { userRoleId: access.userRoleId, roles: access.roles };
    });
    app.get('/test/staff/:roles', async (request) => {
      const roles = (request.params as { roles: string }).roles.split(',').map(Number);
      return requireStaffRole(request, roles);
    });
  },
};

describe('requireHotelAccess and requireStaffRole', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [...modules, probe] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, accountId: number) => t.request({ method: 'GET', url, as: { accountId } });

  it('answers 401 without a session, 404 for a non-member, 403 for a role outside the rule', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/test/hotels/${DEMO_HOTELS.JAKARTA}/member` })).statusCode,
    ).toBe(401);
    expect((await get(`/test/hotels/${DEMO_HOTELS.BALI}/member`, DEMO_ACCOUNTS.FINANCE.id)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/test/hotels/${DEMO_HOTELS.JAKARTA}/member`, DEMO_ACCOUNTS.FINANCE.id)).json(),
    ).toEqual({
      userRoleId: 5,
      roles: [13],
    });
    expect(
      (await get(`/test/hotels/${DEMO_HOTELS.JAKARTA}/3,4,5,7`, DEMO_ACCOUNTS.FINANCE.id)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/test/hotels/${DEMO_HOTELS.JAKARTA}/3,4,5,7`, DEMO_ACCOUNTS.RESERVATION.id)).statusCode,
    ).toBe(200);
  });

  it('applies the domain rule of a route id (roles, status, features)', async () => {
    // Finance pages: 3, 4, 6, 7, 13 on an approved property.
    expect(
      (await get(`/test/hotels/${DEMO_HOTELS.JAKARTA}/paymentList`, DEMO_ACCOUNTS.FINANCE.id)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/test/hotels/${DEMO_HOTELS.JAKARTA}/paymentList`, DEMO_ACCOUNTS.RESERVATION.id)).statusCode,
    ).toBe(403);
    // The draft property is not approved: the status list [1, 2] refuses it even for its administrator.
    expect(
      (await get(`/test/hotels/${DEMO_HOTELS.DRAFT_VILLA}/paymentList`, DEMO_ACCOUNTS.DRAFT.id)).statusCode,
    ).toBe(403);
  });

  it('checks marketplace staff roles', async () => {
    expect((await get('/test/staff/12', DEMO_ACCOUNTS.CS.id)).statusCode).toBe(200);
    expect((await get('/test/staff/20', DEMO_ACCOUNTS.CS.id)).statusCode).toBe(403);
    expect((await get('/test/staff/20', DEMO_ACCOUNTS.MM.id)).statusCode).toBe(200);
    expect((await get('/test/staff/12,20', DEMO_ACCOUNTS.ADMIN.id)).statusCode).toBe(403);
  });
});
