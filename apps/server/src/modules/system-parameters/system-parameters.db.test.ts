import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLACKOUT_MAX_DAYS_PER_YEAR, LOYALTY_DISCOUNT_PERCENT, SYSTEM_PARAMETERS } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';

let t: TestApp;
const as = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.JAKARTA };
const URL = '/api/v1/system-parameters';

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

describe('system parameters', () => {
  it('serves the domain constants, paged (limit 100, page 0 by default)', async () => {
    const r = await t.request({ method: 'GET', url: URL, as });
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'listSystemParameters');
    const body = r.json<{ items: { key: string; value: unknown }[]; page: unknown }>();
    expect(body.page).toEqual({ page: 0, size: 100, total: SYSTEM_PARAMETERS.length });
    const value = (key: string) => body.items.find((p) => p.key === key)?.value;
    expect(value('BLACKOUT_MAX_DAYS_PER_YEAR')).toBe(BLACKOUT_MAX_DAYS_PER_YEAR);
    expect(value('LOYALTY_DISCOUNT_PERCENT')).toBe(LOYALTY_DISCOUNT_PERCENT);
    expect(value('STACK_WARNING_DEFAULT_PERCENT')).toBe(50);
    expect(value('HOTEL_NOW_START_TIME')).toBe('18:00');

    const second = await t.request({ method: 'GET', url: `${URL}?page=1&limit=2`, as });
    await expectContract(second, 'listSystemParameters');
    expect(second.json().items.map((p: { key: string }) => p.key)).toEqual(
      SYSTEM_PARAMETERS.slice(2, 4).map((p) => p.key),
    );
  });

  it('needs a signed-in user; a limit above 100 is a field error', async () => {
    const anonymous = await t.request({ method: 'GET', url: URL });
    expect(anonymous.statusCode).toBe(401);
    await expectContract(anonymous, 'listSystemParameters');
    const tooMany = await t.request({ method: 'GET', url: `${URL}?limit=101`, as });
    expect(tooMany.statusCode).toBe(400);
    await expectContract(tooMany, 'listSystemParameters');
  });
});
