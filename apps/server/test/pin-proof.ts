/**
 * A PIN proof for a db test (module pin): the caller's PIN is created once (a second create is refused, 409, and
 * changes nothing), then entered; the answer's proof goes in the `x-pin-proof` header of a guarded call.
 */
import { expect } from 'vitest';
import { SAME_ORIGIN, type TestApp } from './helpers.js';

/** The PIN the db tests give their accounts. */
export const TEST_PIN = '482915';

export async function pinProof(
  t: TestApp,
  as: { accountId: number; hotelId?: number },
  pin: string = TEST_PIN,
): Promise<string> {
  const post = (path: string, payload: object) =>
    t.request({
      method: 'POST',
      url: `/api/v1/pin/${as.accountId}/${path}`,
      as,
      headers: SAME_ORIGIN,
      payload,
    });
  await post('create', { pin, confirmPin: pin });
  const r = await post('verify', { pin });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ proof: string }>().proof;
}
