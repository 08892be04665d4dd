/**
 * The marketplace records its payments to a property (marketplaceRecordPayment; docs/decisions/finance-statements.md),
 * through HTTP on PGlite and PostgreSQL: the payment is in the deposit history at once and turns last month's
 * statement PAID once it covers the net payable; the same reference again answers the payment recorded (200), with
 * other figures 409; bad payments are field errors at the property's today; the API key is required; an unknown
 * property is 404; a payment never shows at another property. Answers are checked against the contract.
 */
import { addDays, monthOf, monthPlus, todayInZone } from '@extranet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';

const KEY = 'payments-test-key';
const JKT = DEMO_HOTELS.JAKARTA;
const BALI = DEMO_HOTELS.BALI;
const finance = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MARKETPLACE_API_KEY: KEY } });
}, 180_000);
afterAll(() => t?.close());

const today = () => todayInZone();
const record = (hotelId: number, body: unknown, key: string | null = KEY) =>
  t.request({
    method: 'POST',
    url: `/api/v1/marketplace/hotels/${hotelId}/payments`,
    headers: key === null ? {} : { 'x-api-key': key },
    payload: body as Record<string, unknown>,
  });
const statement = async (month: string) =>
  (
    await t.request({ method: 'GET', url: `/api/v1/hotels/${JKT}/finance/statements/${month}`, as: finance })
  ).json().summary as { status: string; paid: number; totals: { netPayable: number } };
const deposits = async (hotelId: number, as = finance) =>
  (
    await t.request({ method: 'GET', url: `/api/v1/hotels/${hotelId}/finance/deposits?size=100`, as })
  ).json() as { items: { reference: string; amount: number; statementMonth: string; paidOn: string }[] };

describe('a payment the marketplace records', () => {
  it("pays last month's statement: PAID once the payments cover it, listed in the deposit history", async () => {
    const month = monthPlus(monthOf(today()), -1);
    const before = await statement(month);
    expect(before.status).not.toBe('PAID');
    expect(before.totals.netPayable).toBeGreaterThan(1);
    const half = Math.floor(before.totals.netPayable / 2);

    const first = await record(JKT, {
      statementMonth: month,
      paidOn: today(),
      amount: half,
      reference: 'TRF-A',
    });
    expect(first.statusCode).toBe(201);
    await expectContract(first, 'marketplaceRecordPayment');
    expect(first.json()).toMatchObject({
      statementMonth: month,
      paidOn: today(),
      amount: half,
      reference: 'TRF-A',
    });
    const halfway = await statement(month);
    expect([halfway.status, halfway.paid]).toEqual([before.status, before.paid + half]);

    const rest = before.totals.netPayable - half;
    const second = await record(JKT, {
      statementMonth: month,
      paidOn: today(),
      amount: rest,
      reference: 'TRF-B',
    });
    expect(second.statusCode).toBe(201);
    expect((await statement(month)).status).toBe('PAID');

    const listed = (await deposits(JKT)).items.filter((d) => d.reference.startsWith('TRF-'));
    expect(listed.map((d) => [d.reference, d.amount, d.statementMonth])).toEqual(
      expect.arrayContaining([
        ['TRF-A', half, month],
        ['TRF-B', rest, month],
      ]),
    );
  });

  it('is idempotent by its reference: the same payment again is 200, other figures 409', async () => {
    const month = monthOf(today());
    const body = { statementMonth: month, paidOn: today(), amount: 500_000, reference: 'WEEKLY-1' };
    const created = await record(JKT, body);
    expect(created.statusCode).toBe(201);
    const again = await record(JKT, body);
    expect(again.statusCode).toBe(200);
    await expectContract(again, 'marketplaceRecordPayment');
    expect(again.json()).toEqual(created.json());
    const other = await record(JKT, { ...body, amount: 600_000 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('PAYMENT_REFERENCE_CONFLICT');
    await expectContract(other, 'marketplaceRecordPayment');
    expect((await deposits(JKT)).items.filter((d) => d.reference === 'WEEKLY-1')).toHaveLength(1);
  });

  it('is a notification for the roles of the finance pages only, once, with what was paid and for which month', async () => {
    type Entry = { kind: string; params: Record<string, unknown>; read: boolean };
    // The notification centre is for roles 3, 4, 5 and 7 (SPEC 6): the administrator may open the finance pages,
    // the reservation role may not.
    const reservation = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };
    const admin = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
    const payments = async (as: { accountId: number; hotelId: number }) =>
      (
        (
          await t.request({ method: 'GET', url: `/api/v1/hotels/${JKT}/notifications?limit=100`, as })
        ).json() as { items: Entry[] }
      ).items.filter((n) => n.kind === 'PAYMENT_RECEIVED');
    const unread = async (as: { accountId: number; hotelId: number }) =>
      (await t.request({ method: 'GET', url: `/api/v1/hotels/${JKT}/notifications/unread-count`, as })).json()
        .unreadCount as number;
    const before = { admin: await payments(admin), reservation: await unread(reservation) };

    const month = monthOf(today());
    const body = { statementMonth: month, paidOn: today(), amount: 1_234_567, reference: 'NOTE-1' };
    expect((await record(JKT, body)).statusCode).toBe(201);
    expect((await record(JKT, body)).statusCode).toBe(200);

    const after = await payments(admin);
    expect(after).toHaveLength(before.admin.length + 1);
    expect(after[0]).toMatchObject({
      read: false,
      params: { amount: 1_234_567, paidOn: today(), statementMonth: month },
    });
    // The reservation role may not open the finance pages: it neither lists nor counts the entry.
    expect(await payments(reservation)).toEqual([]);
    expect(await unread(reservation)).toBe(before.reservation);
  });

  it('answers bad payments with field errors in the caller language, at the property today', async () => {
    const month = monthOf(today());
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/marketplace/hotels/${JKT}/payments`,
      headers: { 'x-api-key': KEY, 'accept-language': 'en' },
      payload: {
        statementMonth: monthPlus(month, 1),
        paidOn: addDays(today(), 1),
        amount: 1,
        reference: '   ',
      },
    });
    expect(res.statusCode).toBe(400);
    await expectContract(res, 'marketplaceRecordPayment');
    const errors = (res.json() as { errors: { field: string; code: string; message: string }[] }).errors;
    expect(errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'statementMonth:MONTH_NOT_STARTED',
      'paidOn:DATE_IN_FUTURE',
      'reference:REQUIRED',
    ]);
    expect(errors[0]?.message).toBe('This month has not started yet at the property.');

    const old = await record(JKT, {
      statementMonth: monthPlus(month, -25),
      paidOn: today(),
      amount: 1,
      reference: 'OLD',
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual([
      expect.objectContaining({ field: 'statementMonth', code: 'MONTH_TOO_OLD' }),
    ]);

    for (const body of [
      { statementMonth: '2026-13', paidOn: today(), amount: 1, reference: 'X' },
      { statementMonth: month, paidOn: 'yesterday', amount: 1, reference: 'X' },
      { statementMonth: month, paidOn: today(), amount: 0, reference: 'X' },
      { statementMonth: month, paidOn: today(), amount: 1, reference: 'X', extra: true },
      { statementMonth: month, paidOn: today(), amount: 1 },
    ]) {
      const bad = await record(JKT, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      await expectContract(bad, 'marketplaceRecordPayment');
    }
  });

  it('needs the API key, knows the property, and never shows a payment at another property', async () => {
    const body = { statementMonth: monthOf(today()), paidOn: today(), amount: 1_000, reference: 'KEYED' };
    expect((await record(JKT, body, null)).statusCode).toBe(401);
    expect((await record(JKT, body, 'wrong')).statusCode).toBe(401);
    const unknown = await record(987_654, body);
    expect(unknown.statusCode).toBe(404);
    await expectContract(unknown, 'marketplaceRecordPayment');
    expect((await record(BALI, { ...body, reference: 'BALI-ONLY' })).statusCode).toBe(201);
    const jakarta = await deposits(JKT);
    expect(jakarta.items.some((d) => d.reference === 'BALI-ONLY')).toBe(false);
  });
});
