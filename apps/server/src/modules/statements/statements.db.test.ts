/**
 * Finance statements through HTTP on PGlite and PostgreSQL (docs/decisions/finance-statements.md): the list and
 * a month's detail add up (sum of lines == totals == what the bookings give when computed directly), a crafted
 * month with a stay, a cancellation with a fee, a free cancellation and a reschedule, SELL and NET, the payment
 * status, the files (xlsx read back, pdf), the deposits, and access: another property never readable, roles of
 * the route only, deposit history denied to LOS. Answers are checked against the contract.
 */
import { monthOf, monthPlus, todayInZone } from '@extranet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';
import { readFirstSheet } from '../../../test/xlsx.js';

const JKT = DEMO_HOTELS.JAKARTA;
const BDG = DEMO_HOTELS.BANDUNG;
type As = { accountId: number; hotelId: number };
const finance: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };
const reservation: As = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };
const admin = (hotelId: number): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });

let t: TestApp;
const current = () => monthOf(todayInZone());
const get = (url: string, as: As) => t.request({ method: 'GET', url, as });
const base = (hotelId: number) => `/api/v1/hotels/${hotelId}/finance`;

interface Amounts {
  roomRevenue: number;
  addOns: number;
  adjustments: number;
  commission: number;
  addOnsCommission: number;
  tax: number;
  netPayable: number;
}
const KEYS = [
  'roomRevenue',
  'addOns',
  'adjustments',
  'commission',
  'addOnsCommission',
  'tax',
  'netPayable',
] as const;
const sumOf = (lines: { amounts: Amounts }[]) =>
  Object.fromEntries(KEYS.map((k) => [k, lines.reduce((s, l) => s + l.amounts[k], 0)]));
const halfUp = (n: number) => Math.floor(n + 0.5);

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

describe('LOS', () => {
  // First of all: the membership (with the rate model) is then read fresh, not from the read cache.
  it('denies the deposit history to a property priced by length of stay', async () => {
    await t.db.query(`UPDATE hotels SET rate_model = 'LOS' WHERE hotel_id = $1`, [BDG]);
    const res = await get(`${base(BDG)}/deposits`, admin(BDG));
    expect(res.statusCode).toBe(403);
    expect((await get(`${base(BDG)}/statements`, admin(BDG))).statusCode).toBe(200);
  });
});

describe('statements of the demo property', () => {
  it('lists months newest first, last month unpaid and older months paid by the seed', async () => {
    const res = await get(`${base(JKT)}/statements?size=100`, finance);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'listStatements');
    const items = res.json().items as { month: string; status: string }[];
    expect(items[0]?.month).toBe(current());
    expect(items[0]?.status).toBe('UNPAID');
    const last = items.find((i) => i.month === monthPlus(current(), -1));
    expect(['DUE', 'OVERDUE']).toContain(last?.status);
    const older = items.filter((i) => i.month < monthPlus(current(), -1));
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((i) => i.status === 'PAID')).toBe(true);
  });

  it("last month's lines add up to its totals and to the bookings computed directly", async () => {
    const month = monthPlus(current(), -1);
    const res = await get(`${base(JKT)}/statements/${month}`, finance);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getStatement');
    const body = res.json() as {
      summary: { totals: Amounts; bookingCount: number; invoiceDate: string; dueDate: string };
      lines: { amounts: Amounts }[];
      taxPercent: number | null;
    };
    expect(body.lines.length).toBeGreaterThan(0);
    expect(body.summary.bookingCount).toBe(body.lines.length);
    expect(sumOf(body.lines)).toEqual(Object.fromEntries(KEYS.map((k) => [k, body.summary.totals[k]])));
    expect(body.summary.invoiceDate).toBe(`${monthPlus(month, 1)}-01`);
    expect(body.summary.dueDate).toBe(`${monthPlus(month, 1)}-08`);

    // Directly from the bookings: what each is worth to the property (its total, or the fee kept), the
    // commission on the room part, the add-ons commission per line, the 10 % tax contained.
    const rows = await t.db.query<{ worth: string; room: string; pct: string; addons_comm: string }>(
      `SELECT CASE WHEN b.status = 'CONFIRMED' THEN b.total_price ELSE b.cancellation_fee END AS worth,
              CASE WHEN b.status = 'CONFIRMED'
                   THEN b.total_price - COALESCE((SELECT sum(a.amount) FROM booking_add_ons a
                                                  WHERE a.hotel_id = b.hotel_id AND a.booking_id = b.booking_id), 0)
                   ELSE b.cancellation_fee END AS room,
              COALESCE(b.commission_percent, p.commission, 0) AS pct,
              CASE WHEN b.status = 'CONFIRMED'
                   THEN COALESCE((SELECT sum(round(a.amount * a.commission_percent / 100)) FROM booking_add_ons a
                                   WHERE a.hotel_id = b.hotel_id AND a.booking_id = b.booking_id), 0)
                   ELSE 0 END AS addons_comm
         FROM bookings b LEFT JOIN rate_plans p ON p.hotel_id = b.hotel_id AND p.rate_plan_id = b.rate_plan_id
        WHERE b.hotel_id = $1 AND to_char(b.check_out, 'YYYY-MM') = $2
          AND (b.status = 'CONFIRMED' OR COALESCE(b.cancellation_fee, 0) > 0)`,
      [JKT, month],
    );
    expect(rows.length).toBe(body.lines.length);
    let worth = 0;
    let commission = 0;
    let addOnsCommission = 0;
    let tax = 0;
    for (const r of rows) {
      worth += Number(r.worth);
      commission += halfUp((Number(r.room) * Number(r.pct)) / 100);
      addOnsCommission += Number(r.addons_comm);
      tax += halfUp((Number(r.worth) * 10) / 110);
    }
    const totals = body.summary.totals;
    expect(body.taxPercent).toBe(10);
    expect(totals.roomRevenue + totals.addOns + totals.adjustments).toBe(worth);
    expect(totals.commission).toBe(commission);
    expect(totals.addOnsCommission).toBe(addOnsCommission);
    expect(totals.tax).toBe(tax);
    expect(totals.netPayable).toBe(worth - commission - addOnsCommission);
  });

  it('downloads the statement as xlsx (its totals row is the sum of its lines) and as pdf', async () => {
    const month = monthPlus(current(), -1);
    const detail = (await get(`${base(JKT)}/statements/${month}`, finance)).json() as {
      summary: { totals: Amounts };
      lines: unknown[];
    };
    const xlsx = await get(`${base(JKT)}/statements/${month}/file?format=xlsx`, finance);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = readFirstSheet(xlsx.rawPayload);
    const n = detail.lines.length;
    const totalRow = n + 2;
    expect(sheet.cells.get(`A${totalRow}`)?.value).toBe('Total');
    let net = 0;
    for (let r = 2; r < totalRow; r++) net += Number(sheet.cells.get(`L${r}`)?.value);
    expect(net).toBe(detail.summary.totals.netPayable);
    expect(sheet.cells.get(`L${totalRow}`)?.value).toBe(detail.summary.totals.netPayable);

    const pdf = await get(`${base(JKT)}/statements/${month}/file?format=pdf`, finance);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists the deposits, newest first', async () => {
    const res = await get(`${base(JKT)}/deposits?size=5`, finance);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'listDeposits');
    const body = res.json() as {
      items: { paidOn: string; statementMonth: string }[];
      pageInfo: { total: number };
    };
    expect(body.pageInfo.total).toBeGreaterThan(0);
    expect(body.items[0]!.statementMonth < monthPlus(current(), -1)).toBe(true);
    const days = body.items.map((i) => i.paidOn);
    expect([...days].sort().reverse()).toEqual(days);
  });
});

describe('a crafted month', () => {
  const month = () => monthPlus(current(), -20);
  const insert = async (key: string, status: string, total: number, pct: number, fee: number | null) => {
    const row = await t.db.one<{ booking_id: string }>(
      `INSERT INTO bookings (hotel_id, itinerary_id, idempotency_key, room_id, rate_plan_id, check_in, check_out,
          adults, guest_name, total_price, nightly_rates, status, cancellation_charge, cancellation_fee,
          commission_percent, created_at)
       VALUES ($1, $2, $2, 1, 1, $3::date, $3::date + 2, 2, 'Tamu Uji', $4, ARRAY[$4]::bigint[], $5,
               $6, $7, $8, $3::date - 10) RETURNING booking_id`,
      [
        BDG,
        `stm-${key}`,
        `${month()}-10`,
        total,
        status,
        fee === null ? null : fee > 0 ? 'LATE' : 'FREE',
        fee,
        pct,
      ],
    );
    return Number(row.booking_id);
  };

  it('counts a stay, a kept fee and a reschedule (SELL, then NET), not a free cancellation', async () => {
    await insert('stay', 'CONFIRMED', 1_000_000, 15, null);
    await insert('late', 'CANCELLED', 800_000, 10, 300_000);
    await insert('free', 'CANCELLED', 500_000, 10, 0);
    const moved = await insert('moved', 'CONFIRMED', 1_200_000, 20, null);
    await t.db.query(
      `INSERT INTO booking_reschedule_requests (hotel_id, booking_id, token, old_check_in, old_check_out,
          new_check_in, new_check_out, old_total_price, new_total_price, new_nightly_rates, status, created_at,
          answered_at)
       VALUES ($1, $2, 'stm-token', $3::date - 5, $3::date - 3, $3::date, $3::date + 2, 1000000, 1200000,
               ARRAY[600000, 600000]::bigint[], 'APPROVED', $3::date - 20, $3::date - 19)`,
      [BDG, moved, `${month()}-10`],
    );
    const res = await get(`${base(BDG)}/statements/${month()}`, admin(BDG));
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getStatement');
    const body = res.json() as {
      summary: { totals: Amounts; bookingCount: number };
      lines: { rescheduled: boolean }[];
    };
    expect(body.summary.bookingCount).toBe(3);
    expect(body.lines.filter((l) => l.rescheduled)).toHaveLength(1);
    expect(body.summary.totals).toMatchObject({
      roomRevenue: 2_800_000,
      adjustments: -300_000,
      commission: 150_000 + 30_000 + 240_000,
      tax: 0,
      netPayable: 2_080_000,
    });

    // The mode in force is the commission area's (property_commissions), as a market manager approved it.
    await t.db.query(
      `INSERT INTO property_commissions (hotel_id, property_percent, preferred_partner_percent, calculation_mode,
         updated_at) VALUES ($1, 15, 0, 'NET', now())
       ON CONFLICT (hotel_id) DO UPDATE SET calculation_mode = 'NET'`,
      [BDG],
    );
    const net = (await get(`${base(BDG)}/statements/${month()}`, admin(BDG))).json() as {
      commissionMode: string;
      summary: { totals: Amounts; status: string };
    };
    expect(net.commissionMode).toBe('NET');
    expect(net.summary.totals.commission).toBe(420_000);
    expect(net.summary.totals.netPayable).toBe(2_500_000);
    expect(net.summary.status).toBe('OVERDUE');

    await t.db.query(
      `INSERT INTO statement_payments (hotel_id, statement_month, paid_on, amount, reference)
       VALUES ($1, $2::date, $2::date + 35, 2500000, 'TRF-TEST')`,
      [BDG, `${month()}-01`],
    );
    const paid = (await get(`${base(BDG)}/statements?size=100`, admin(BDG))).json() as {
      items: { month: string; status: string; paid: number }[];
    };
    expect(paid.items.find((i) => i.month === month())).toMatchObject({ status: 'PAID', paid: 2_500_000 });
  });

  it('answers 404 for a month outside the window or not a month', async () => {
    expect((await get(`${base(JKT)}/statements/${monthPlus(current(), 1)}`, finance)).statusCode).toBe(404);
    expect((await get(`${base(JKT)}/statements/${monthPlus(current(), -25)}`, finance)).statusCode).toBe(404);
    expect((await get(`${base(JKT)}/statements/2027-13`, finance)).statusCode).toBe(400);
  });
});

describe('access', () => {
  it("never reads another property's statements, files or deposits", async () => {
    const month = monthPlus(current(), -1);
    for (const url of [
      `${base(BDG)}/statements`,
      `${base(BDG)}/statements/${month}`,
      `${base(BDG)}/statements/${month}/file?format=xlsx`,
      `${base(BDG)}/deposits`,
    ]) {
      const res = await get(url, { ...finance, hotelId: BDG });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses roles outside the finance routes', async () => {
    const res = await get(`${base(JKT)}/statements`, reservation);
    expect(res.statusCode).toBe(403);
    await expectContract(res, 'listStatements');
  });
});
