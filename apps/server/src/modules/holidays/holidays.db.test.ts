import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDONESIA_HOLIDAYS } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';

let t: TestApp;
const as = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.JAKARTA };
const URL = '/api/v1/holidays';

interface Body {
  items: { date: string; kind: string; nameId: string; nameEn: string; tentative: boolean }[];
  page: { page: number; size: number; total: number };
}

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

describe('holidays', () => {
  it('serves the holidays of a range, both ends included, with both names', async () => {
    const r = await t.request({ method: 'GET', url: `${URL}?from=2026-03-19&to=2026-03-22`, as });
    expect(r.statusCode).toBe(200);
    await expectContract(r, 'listHolidays');
    const body = r.json<Body>();
    expect(body.page).toEqual({ page: 0, size: 100, total: 4 });
    expect(body.items).toEqual([
      {
        date: '2026-03-19',
        kind: 'NATIONAL',
        nameId: 'Hari Suci Nyepi Tahun Baru Saka 1948',
        nameEn: 'Day of Silence (Nyepi), Saka New Year 1948',
        tentative: false,
      },
      expect.objectContaining({ date: '2026-03-20', kind: 'COLLECTIVE_LEAVE' }),
      expect.objectContaining({ date: '2026-03-21', nameId: 'Hari Raya Idul Fitri 1447 H' }),
      expect.objectContaining({ date: '2026-03-22', nameEn: 'Eid al-Fitr 1447 H (second day)' }),
    ]);
  });

  it('pages the whole calendar 100 at a time (the default and the largest page)', async () => {
    const first = await t.request({ method: 'GET', url: URL, as });
    await expectContract(first, 'listHolidays');
    const one = first.json<Body>();
    expect(one.page).toEqual({ page: 0, size: 100, total: INDONESIA_HOLIDAYS.length });
    expect(one.items).toHaveLength(Math.min(100, INDONESIA_HOLIDAYS.length));
    const second = await t.request({ method: 'GET', url: `${URL}?page=1&limit=100`, as });
    await expectContract(second, 'listHolidays');
    const all = [...one.items, ...second.json<Body>().items];
    expect(all.map((h) => h.date)).toEqual(INDONESIA_HOLIDAYS.map((h) => h.date));

    const small = await t.request({
      method: 'GET',
      url: `${URL}?from=2027-01-01&to=2027-12-31&page=2&limit=5`,
      as,
    });
    await expectContract(small, 'listHolidays');
    const year = INDONESIA_HOLIDAYS.filter((h) => h.date.startsWith('2027'));
    expect(small.json<Body>().items.map((h) => h.date)).toEqual(year.slice(10, 15).map((h) => h.date));
    expect(small.json<Body>().page).toEqual({ page: 2, size: 5, total: year.length });
    expect(year.find((h) => h.date === '2027-03-10')?.tentative).toBe(true);
  });

  it('answers an empty page outside the calendar', async () => {
    const r = await t.request({ method: 'GET', url: `${URL}?from=2031-01-01&to=2031-12-31`, as });
    expect(r.statusCode).toBe(200);
    expect(r.json<Body>()).toEqual({ items: [], page: { page: 0, size: 100, total: 0 } });
  });

  it.each([
    ['to before from', '?from=2026-03-22&to=2026-03-19', 'to', 'DATE_BEFORE_START'],
    ['a day that does not exist', '?from=2026-02-30', 'from', undefined],
    ['not a date', '?to=next-week', 'to', undefined],
    ['a page larger than 100', '?limit=101', 'limit', undefined],
    ['a negative page', '?page=-1', 'page', undefined],
  ])('%s is a translated field error, never a 500', async (_name, query, field, code) => {
    const messages: string[] = [];
    for (const lang of ['id', 'en'] as const) {
      const r = await t.request({
        method: 'GET',
        url: `${URL}${query}`,
        as,
        headers: { cookie: `lang=${lang}` },
      });
      expect(r.statusCode).toBe(400);
      await expectContract(r, 'listHolidays');
      const body = r.json<{ code: string; errors: { field: string; code: string; message: string }[] }>();
      expect(body.code).toBe('VALIDATION_ERROR');
      const error = body.errors.find((e) => e.field === field);
      expect(error, JSON.stringify(body.errors)).toBeDefined();
      if (code) expect(error!.code).toBe(code);
      expect(error!.message).not.toBe('');
      expect(error!.message).not.toBe(error!.code);
      messages.push(error!.message);
    }
    expect(messages[0]).not.toBe(messages[1]);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await t.request({ method: 'GET', url: URL });
    expect(anonymous.statusCode).toBe(401);
    await expectContract(anonymous, 'listHolidays');
  });
});
