/**
 * Payment details through HTTP on PGlite and PostgreSQL (docs/decisions/finance-statements.md): the details in
 * force (the registration's, account masked), the reveal, a change request (validated with translated field
 * errors, one open at a time), the market managers' queue and decisions (approve puts the details in force,
 * reject keeps them, only staff role 20 decides), another property never readable. The reveal and a change
 * request need a PIN proof of the caller (403 PIN_REQUIRED, nothing read or changed). Answers checked by contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  SAME_ORIGIN,
  type TestApp,
} from '../../../test/helpers.js';
import { pinProof } from '../../../test/pin-proof.js';

const JKT = DEMO_HOTELS.JAKARTA;
const BALI = DEMO_HOTELS.BALI;
type As = { accountId: number; hotelId?: number };
const finance: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };
const admin = (hotelId: number): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
const MM: As = { accountId: DEMO_ACCOUNTS.MM.id };
const url = (hotelId: number, tail = '') => `/api/v1/hotels/${hotelId}/finance/payment-details${tail}`;
const fields = (body: { errors?: { field: string; code: string }[] }) =>
  (body.errors ?? []).map((e) => `${e.field}:${e.code}`);

let t: TestApp;
/** A PIN proof of the caller (test/pin-proof.ts). */
const proofOf = (as: As) => pinProof(t, as);
/**
 * A call; the guarded POSTs (reveal, requests) carry a valid proof of the caller unless `proof` says otherwise
 * (null: no header; a string: that header).
 */
const send = async (
  method: 'GET' | 'POST',
  path: string,
  as: As,
  payload?: object,
  lang = 'en',
  proof?: string | null,
) => {
  const guarded = method === 'POST' && !path.startsWith('/api/v1/review/');
  const pin =
    guarded && proof !== null
      ? { 'x-pin-proof': proof ?? (await proofOf(as)) }
      : ({} as Record<string, string>);
  const headers = { ...SAME_ORIGIN, 'accept-language': lang, ...pin };
  return payload === undefined
    ? t.request({ method, url: path, as, headers })
    : t.request({ method, url: path, as, headers, payload });
};
const change = {
  method: 'BANK_TRANSFER',
  bankName: 'Bank Negara Indonesia',
  branch: 'Thamrin',
  accountNumber: '0987 654 321',
  accountHolder: 'PT Demo Extranet',
  swiftCode: 'bninidja',
  paymentPlan: 'MONTHLY',
  payoutCurrency: 'IDR',
  exchangeRateDate: 'PAYMENT_DATE',
};

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

describe('payment details', () => {
  it("shows the registration's details with the account number masked, in full on reveal", async () => {
    const res = await send('GET', url(JKT), finance);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'getPaymentDetails');
    const body = res.json();
    expect(body.current).toMatchObject({ method: 'BANK_TRANSFER', bankName: 'Bank Central Asia' });
    expect(body.current.accountNumberMasked).toMatch(/^•+\d{4}$/);
    expect(body.pending).toBeNull();
    const reveal = await send('POST', url(JKT, '/reveal'), finance);
    expect(reveal.statusCode).toBe(200);
    await expectContract(reveal, 'revealPaymentAccount');
    expect(reveal.json().accountNumber).toBe(`5270${JKT}88`);
  });

  it('reveals and sends nothing without a valid PIN proof of the caller (403 PIN_REQUIRED)', async () => {
    const refused = async (path: string, payload: object | undefined, proof: string | null) => {
      const r = await send('POST', url(JKT, path), finance, payload, 'en', proof);
      expect(r.statusCode).toBe(403);
      await expectContract(r, path === '/reveal' ? 'revealPaymentAccount' : 'requestPaymentDetailChange');
      expect(r.json().code).toBe('PIN_REQUIRED');
      expect(JSON.stringify(r.json())).not.toContain(`5270${JKT}88`);
    };
    const count = async () =>
      Number(
        (
          await t.db.one<{ n: string | number }>(
            'SELECT count(*) AS n FROM payment_detail_requests WHERE hotel_id = $1',
            [JKT],
          )
        ).n,
      );
    const before = await count();
    // Another account's proof: the administrator, also a member of Jakarta.
    const foreign = await proofOf(admin(JKT));
    for (const proof of [null, 'not-a-proof', foreign]) {
      await refused('/reveal', undefined, proof);
      await refused('/requests', change, proof);
      // Bad input without a proof is refused for the PIN first: nothing is validated or written.
      await refused('/requests', { ...change, swiftCode: 'BNI' }, proof);
    }
    const view = (await send('GET', url(JKT), finance)).json();
    expect(view.pending).toBeNull();
    expect(view.current.bankName).toBe('Bank Central Asia');
    expect(await count()).toBe(before);
  });

  it('refuses bad input with translated field errors', async () => {
    const bad = { ...change, swiftCode: 'BNI', accountNumber: '12ab', accountHolder: '' };
    const en = await send('POST', url(JKT, '/requests'), finance, bad, 'en');
    expect(en.statusCode).toBe(400);
    await expectContract(en, 'requestPaymentDetailChange');
    expect(fields(en.json()).sort()).toEqual(
      [
        'accountHolder:required',
        'accountNumber:registration.accountNumber',
        'swiftCode:payment.swiftCode',
      ].sort(),
    );
    const id = await send('POST', url(JKT, '/requests'), finance, bad, 'id');
    const messages = (r: typeof en) => (r.json().errors as { message: string }[]).map((e) => e.message);
    expect(messages(id)).not.toEqual(messages(en));
    expect(messages(id).every((m) => m.length > 0)).toBe(true);
  });

  let requestId: number;
  it('sends a change (SENT), one at a time', async () => {
    const res = await send('POST', url(JKT, '/requests'), finance, change);
    expect(res.statusCode).toBe(201);
    await expectContract(res, 'requestPaymentDetailChange');
    const body = res.json();
    expect(body.pending).toMatchObject({ state: 'SENT', details: { swiftCode: 'BNINIDJA' } });
    expect(body.pending.details.accountNumberMasked).toBe('••••••4321');
    expect(body.current.bankName).toBe('Bank Central Asia');
    requestId = body.pending.requestId;
    const again = await send('POST', url(JKT, '/requests'), finance, change);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_DETAIL_CHANGE_PENDING');
  });

  it('lists it for market managers only; others cannot decide', async () => {
    const res = await send('GET', '/api/v1/review/payment-details', MM);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'listPaymentDetailReviews');
    const mine = (res.json().items as { requestId: number; requestedAccountNumber: string }[]).find(
      (i) => i.requestId === requestId,
    );
    expect(mine?.requestedAccountNumber).toBe('0987654321');
    expect((await send('GET', '/api/v1/review/payment-details', admin(JKT))).statusCode).toBe(403);
    const decision = `/api/v1/review/payment-details/${JKT}/requests/${requestId}/decision`;
    for (const as of [admin(JKT), finance]) {
      const r = await send('POST', decision, as, { decision: 'APPROVE' });
      expect(r.statusCode).toBe(403);
    }
    // Another property's id with this request finds nothing.
    const other = await send(
      'POST',
      `/api/v1/review/payment-details/${BALI}/requests/${requestId}/decision`,
      MM,
      {
        decision: 'APPROVE',
      },
    );
    expect(other.statusCode).toBe(404);
  });

  it('a reject needs a reason and keeps the details; an approval puts the asked ones in force', async () => {
    const decision = (id: number) => `/api/v1/review/payment-details/${JKT}/requests/${id}/decision`;
    const noReason = await send('POST', decision(requestId), MM, { decision: 'REJECT' });
    expect(noReason.statusCode).toBe(400);
    expect(fields(noReason.json())).toEqual(['reason:required']);
    const rejected = await send('POST', decision(requestId), MM, {
      decision: 'REJECT',
      reason: 'The holder name does not match the contract.',
    });
    expect(rejected.statusCode).toBe(200);
    await expectContract(rejected, 'decidePaymentDetailChange');
    expect(rejected.json().state).toBe('REJECTED');
    let view = (await send('GET', url(JKT), finance)).json();
    expect(view.current.bankName).toBe('Bank Central Asia');
    expect(view.lastDecided).toMatchObject({
      state: 'REJECTED',
      reason: 'The holder name does not match the contract.',
    });
    expect(view.pending).toBeNull();

    const sent = (await send('POST', url(JKT, '/requests'), finance, change)).json();
    const approved = await send('POST', decision(sent.pending.requestId), MM, { decision: 'APPROVE' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().state).toBe('APPROVED');
    view = (await send('GET', url(JKT), finance)).json();
    expect(view.current).toMatchObject({
      bankName: 'Bank Negara Indonesia',
      accountNumberMasked: '••••••4321',
      exchangeRateDate: 'PAYMENT_DATE',
    });
    expect((await send('POST', url(JKT, '/reveal'), finance)).json().accountNumber).toBe('0987654321');
    const twice = await send('POST', decision(sent.pending.requestId), MM, {
      decision: 'REJECT',
      reason: 'Too late now, sorry.',
    });
    expect(twice.statusCode).toBe(409);
  });

  it("never reads or changes another property's details", async () => {
    const asOther = { ...finance, hotelId: BALI };
    expect((await send('GET', url(BALI), asOther)).statusCode).toBe(404);
    expect((await send('POST', url(BALI, '/reveal'), asOther)).statusCode).toBe(404);
    expect((await send('POST', url(BALI, '/requests'), asOther, change)).statusCode).toBe(404);
    const bali = (await send('GET', url(BALI), admin(BALI))).json();
    expect(bali.pending).toBeNull();
    expect(bali.current.bankName).toBe('Bank Central Asia');
  });
});
