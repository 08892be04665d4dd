/**
 * SPEC 4 on the API as on the pages: a user who must verify reaches only their own user record, and the owner
 * of a property not approved yet (draft, pending) none of the property's operations but the property itself.
 * Every operation of the contract with a `hotelId` is walked, so a new one is covered the day it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@extranet/i18n';
import { listOperations, loadContract, type ContractOperation } from '../src/openapi/contract.js';
import { createTestApp, DEMO_ACCOUNTS, DEMO_HOTELS, expectContract, type TestApp } from './helpers.js';

/** The demo's unverified property manager at Jakarta (phone +65, e-mail unverified, requireVerification). */
const VERIFY = { accountId: DEMO_ACCOUNTS.VERIFY.id, userRoleId: 8, hotelId: DEMO_HOTELS.JAKARTA };

let hotelOperations: ContractOperation[];

function urlOf(op: ContractOperation, hotelId: number, ids: Record<string, number> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    String(name === 'hotelId' ? hotelId : (ids[name] ?? 1)),
  );
}

describe('SPEC 4 guards on the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    hotelOperations = listOperations(await loadContract()).filter(
      (op) => op.secured && op.parameters.some((p) => p.in === 'path' && p.name === 'hotelId'),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (op: ContractOperation, accountId: number, hotelId: number, ids?: Record<string, number>) =>
    t.request({
      method: op.method.toUpperCase() as 'GET',
      url: urlOf(op, hotelId, ids),
      as: { accountId, hotelId },
      headers: { 'accept-language': 'en' },
      ...(op.operation.requestBody ? { payload: {} } : {}),
    });

  it('refuses a user who must verify every operation of the property but their own user page', async () => {
    expect(hotelOperations.length).toBeGreaterThan(40);
    for (const op of hotelOperations) {
      if (op.operation['x-verification-page'] === true) continue;
      const response = await call(op, VERIFY.accountId, VERIFY.hotelId);
      expect(response.statusCode, op.operationId).toBe(403);
      expect(response.json(), op.operationId).toEqual({
        code: 'VERIFICATION_REQUIRED',
        message: translate('en', 'errors.VERIFICATION_REQUIRED'),
      });
      await expectContract(response, op.operationId);
    }
  });

  it('lets a user who must verify read and change their own record only', async () => {
    const base = `/api/v1/hotels/${VERIFY.hotelId}/manage-user`;
    const as = { accountId: VERIFY.accountId, hotelId: VERIFY.hotelId };
    const own = await t.request({ method: 'GET', url: `${base}/${VERIFY.userRoleId}`, as });
    expect(own.statusCode).toBe(200);
    await expectContract(own, 'getHotelUser');
    const changed = await t.request({
      method: 'PUT',
      url: `${base}/${VERIFY.userRoleId}`,
      as,
      payload: { name: 'Verify Demo' },
    });
    expect(changed.statusCode).toBe(200);
    await expectContract(changed, 'updateHotelUser');

    // The property manager role may read other users, but not before verifying.
    const other = await t.request({ method: 'GET', url: `${base}/1`, as });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('VERIFICATION_REQUIRED');
    await expectContract(other, 'getHotelUser');
    const otherChange = await t.request({
      method: 'PUT',
      url: `${base}/1`,
      as,
      payload: { name: 'Admin Demo' },
    });
    expect(otherChange.statusCode).toBe(403);
    expect(otherChange.json().code).toBe('VERIFICATION_REQUIRED');
  });

  it('refuses the owner of a draft or pending property everything but the property itself', async () => {
    for (const [account, hotelId] of [
      [DEMO_ACCOUNTS.DRAFT, DEMO_HOTELS.DRAFT_VILLA],
      [DEMO_ACCOUNTS.PENDING, DEMO_HOTELS.PENDING],
    ] as const) {
      for (const op of hotelOperations) {
        if (op.operation['x-any-status'] === true) continue;
        // The own user record: ids of the demo memberships (draft 6, pending 7).
        const response = await call(op, account.id, hotelId, { userRoleId: account.id });
        expect(response.statusCode, `${account.email} ${op.operationId}`).toBe(403);
        expect(response.json().code, `${account.email} ${op.operationId}`).toBe('PROPERTY_NOT_APPROVED');
        await expectContract(response, op.operationId);
      }
      const own = await t.request({
        method: 'GET',
        url: `/api/v1/hotels/${hotelId}`,
        as: { accountId: account.id, hotelId },
      });
      expect(own.statusCode).toBe(200);
      await expectContract(own, 'getHotel');
    }
  });

  it('still lets verified users of approved properties in (the guards refuse nobody else)', async () => {
    const admin = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}/rooms`,
      as: { accountId: DEMO_ACCOUNTS.ADMIN.id },
    });
    expect(admin.statusCode).toBe(200);
    const reservation = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${DEMO_HOTELS.JAKARTA}/manage-user`,
      as: { accountId: DEMO_ACCOUNTS.RESERVATION.id },
    });
    expect(reservation.statusCode).toBe(200);
  });
});
