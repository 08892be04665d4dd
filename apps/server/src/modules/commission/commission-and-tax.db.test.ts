/**
 * Commission and tax accounts through HTTP on PGlite and PostgreSQL (docs/decisions/commission-and-tax.md): the
 * values in force, a change drafted, submitted, approved or rejected by a market manager only, the bounds of
 * SPEC 5 as translated field errors, the log; the tax account with its documents (type and size refused by
 * their bytes), served to members of the property only, saved only with a PIN proof of the caller (403
 * PIN_REQUIRED otherwise). Another property's data is never readable or writable. Answers are checked against
 * the contract.
 */
import { randomBytes } from 'node:crypto';
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
const BANDUNG = DEMO_HOTELS.BANDUNG;
type As = { accountId: number; hotelId: number };
const finance: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };
const admin = (hotelId: number): As => ({ accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId });
const reservation: As = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: JKT };
/** A user of another property only (not of Jakarta). */
const outsider: As = { accountId: DEMO_ACCOUNTS.PENDING.id, hotelId: JKT };
const mm = { accountId: DEMO_ACCOUNTS.MM.id, hotelId: JKT };
const fields = (body: { errors?: { field: string; code: string }[] }) =>
  (body.errors ?? []).map((e) => `${e.field}:${e.code}`);

let t: TestApp;

const base = (hotelId: number) => `/api/v1/hotels/${hotelId}/commissions`;
const get = (hotelId: number, as: As) => t.request({ method: 'GET', url: base(hotelId), as });
const propose = (hotelId: number, payload: object, as: As, lang = 'en') =>
  t.request({
    method: 'POST',
    url: `${base(hotelId)}/request-changes`,
    as,
    payload,
    headers: { ...SAME_ORIGIN, 'accept-language': lang },
  });
/** Submits with a valid PIN proof of the caller unless `proof` says otherwise (null: no header; a string: that one). */
const submit = async (hotelId: number, as: As, proof?: string | null) =>
  t.request({
    method: 'POST',
    url: `${base(hotelId)}/submit`,
    as,
    headers: {
      ...SAME_ORIGIN,
      ...(proof === null ? {} : { 'x-pin-proof': proof ?? (await pinProof(t, as)) }),
    },
  });
const decide = (
  hotelId: number,
  requestId: number,
  payload: object,
  as: { accountId: number; hotelId: number },
) =>
  t.request({
    method: 'POST',
    url: `/api/v1/review/commissions/${hotelId}/requests/${requestId}/decision`,
    as,
    payload,
    headers: { ...SAME_ORIGIN, 'accept-language': 'en' },
  });
const proposal = {
  propertyPercentage: 16,
  preferredPartnerPercentage: 2.5,
  addOnsPercentage: 11.25,
  calculationMode: 'NET',
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('commission', () => {
  it('shows the values in force, seeded from the rate plans', async () => {
    const res = await get(JKT, finance);
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'listCommissions');
    expect(res.json().current).toEqual({
      propertyPercentage: 15,
      preferredPartnerPercentage: 2,
      totalPercentage: 17,
      addOnsPercentage: 10,
      calculationMode: 'SELL',
    });
    expect(res.json().openRequest).toBeNull();
  });

  it('refuses values out of SPEC 5 bounds with translated field errors', async () => {
    const cases: [object, string][] = [
      [{ addOnsPercentage: 0 }, 'addOnsPercentage:min_float_decimal'],
      [{ addOnsPercentage: 10.125 }, 'addOnsPercentage:max_decimal_place'],
      [{ preferredPartnerPercentage: 101 }, 'preferredPartnerPercentage:'],
      [
        { propertyPercentage: 90, preferredPartnerPercentage: 20 },
        'preferredPartnerPercentage:commission.totalTooHigh',
      ],
    ];
    for (const [patch, expected] of cases) {
      const res = await propose(JKT, { ...proposal, ...patch }, finance);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      await expectContract(res, 'requestCommissionChanges');
      expect(fields(res.json()).some((f) => f.startsWith(expected))).toBe(true);
    }
    const id = await propose(JKT, { ...proposal, addOnsPercentage: 0 }, finance, 'id');
    expect(id.json().errors[0].message).toMatch(/Komisi add-on/);
    const en = await propose(JKT, { ...proposal, addOnsPercentage: 0 }, finance, 'en');
    expect(en.json().errors[0].message).toMatch(/Add-on commission/);
    const same = await propose(
      JKT,
      {
        propertyPercentage: 15,
        preferredPartnerPercentage: 2,
        addOnsPercentage: 10,
        calculationMode: 'SELL',
      },
      finance,
    );
    expect(fields(same.json())).toEqual(['propertyPercentage:commission.unchanged']);
  });

  it('only finance roles of the property: reservation 403, another property 404', async () => {
    expect((await get(JKT, reservation)).statusCode).toBe(403);
    expect((await propose(JKT, proposal, reservation)).statusCode).toBe(403);
    // finance@ is a user of Jakarta only.
    expect((await get(BALI, { ...finance, hotelId: BALI })).statusCode).toBe(404);
    expect((await propose(BALI, proposal, { ...finance, hotelId: BALI })).statusCode).toBe(404);
    expect((await submit(BALI, { ...finance, hotelId: BALI })).statusCode).toBe(404);
  });

  it('draft -> submit -> only a market manager decides -> approved values in force, all logged', async () => {
    expect((await submit(JKT, finance)).statusCode).toBe(409);
    const drafted = await propose(JKT, proposal, finance);
    expect(drafted.statusCode).toBe(200);
    await expectContract(drafted, 'requestCommissionChanges');
    expect(drafted.json().openRequest.state).toBe('DRAFT');
    const draft = await t.request({ method: 'GET', url: `${base(JKT)}/draft`, as: finance });
    await expectContract(draft, 'getCommissionDraft');
    const requestId = draft.json().draft.requestId as number;

    // The PIN guards the submit: without a proof, or with another account's, nothing is submitted.
    for (const proof of [null, await pinProof(t, admin(JKT))]) {
      const refused = await submit(JKT, finance, proof);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'PIN_REQUIRED']);
      await expectContract(refused, 'submitCommissionChanges');
    }
    expect((await get(JKT, finance)).json().openRequest.state).toBe('DRAFT');

    const submitted = await submit(JKT, finance);
    expect(submitted.statusCode).toBe(200);
    await expectContract(submitted, 'submitCommissionChanges');
    expect(submitted.json().openRequest.state).toBe('REQUESTED');
    expect(submitted.json().current.propertyPercentage).toBe(15);
    expect((await propose(JKT, proposal, finance)).json().code).toBe('COMMISSION_ALREADY_REQUESTED');

    // Not a market manager: 403, for the property's own administrator too.
    expect((await decide(JKT, requestId, { decision: 'APPROVE' }, admin(JKT))).statusCode).toBe(403);
    expect((await decide(JKT, requestId, { decision: 'APPROVE' }, finance)).statusCode).toBe(403);
    const queueDenied = await t.request({ method: 'GET', url: '/api/v1/review/commissions', as: finance });
    expect(queueDenied.statusCode).toBe(403);

    const queue = await t.request({ method: 'GET', url: '/api/v1/review/commissions', as: mm });
    await expectContract(queue, 'listCommissionReviews');
    expect(queue.json().items.map((i: { request: { hotelId: number } }) => i.request.hotelId)).toEqual([
      BALI,
      JKT,
    ]);
    const count = await t.request({ method: 'GET', url: '/api/v1/review/commissions/count', as: mm });
    await expectContract(count, 'countCommissionReviews');
    expect(count.json().count).toBe(2);

    // The request id of Jakarta under another property finds nothing.
    expect((await decide(BANDUNG, requestId, { decision: 'APPROVE' }, mm)).statusCode).toBe(404);
    const approved = await decide(JKT, requestId, { decision: 'APPROVE' }, mm);
    expect(approved.statusCode).toBe(200);
    await expectContract(approved, 'decideCommissionChange');
    expect(approved.json().state).toBe('APPROVED');
    expect((await decide(JKT, requestId, { decision: 'REJECT', reason: 'late' }, mm)).json().code).toBe(
      'COMMISSION_NOT_REQUESTED',
    );

    const after = await get(JKT, finance);
    expect(after.json().current).toEqual({
      propertyPercentage: 16,
      preferredPartnerPercentage: 2.5,
      totalPercentage: 18.5,
      addOnsPercentage: 11.25,
      calculationMode: 'NET',
    });
    expect(after.json().lastDecision.state).toBe('APPROVED');
    // The add-ons list reads the approved add-ons percentage.
    const addOns = await t.request({ method: 'GET', url: `/api/v1/hotels/${JKT}/add-ons`, as: admin(JKT) });
    expect(addOns.json().commissionPercent).toBe(11.25);

    const log = await t.request({
      method: 'GET',
      url: `/api/v2/hotels/${JKT}/commissions/log?size=2`,
      as: finance,
    });
    await expectContract(log, 'listCommissionLog');
    expect(log.json().pageInfo.total).toBe(3);
    expect(log.json().items.map((e: { event: string }) => e.event)).toEqual(['APPROVE', 'SUBMIT']);
    expect(log.json().items[0].by).toBeTruthy();
    const other = await t.request({
      method: 'GET',
      url: `/api/v2/hotels/${BALI}/commissions/log`,
      as: { ...finance, hotelId: BALI },
    });
    expect(other.statusCode).toBe(404);
  });

  it('a rejection needs a reason and keeps the values in force', async () => {
    const queue = await t.request({ method: 'GET', url: '/api/v1/review/commissions', as: mm });
    const bali = queue.json().items[0].request;
    const noReason = await decide(BALI, bali.requestId, { decision: 'REJECT', reason: ' ' }, mm);
    expect(noReason.statusCode).toBe(400);
    expect(fields(noReason.json())).toEqual(['reason:required']);
    const rejected = await decide(
      BALI,
      bali.requestId,
      { decision: 'REJECT', reason: 'Not agreed in the contract' },
      mm,
    );
    expect(rejected.json()).toMatchObject({ state: 'REJECTED', reason: 'Not agreed in the contract' });
    const view = await get(BALI, admin(BALI));
    expect(view.json().current.preferredPartnerPercentage).toBe(0);
    expect(view.json().lastDecision.reason).toBe('Not agreed in the contract');
  });
});

// ---------------------------------------------------------------- tax accounts

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(100)]);

function form(
  fieldsIn: Record<string, string>,
  files: { field: string; name: string; bytes: Buffer; type?: string }[] = [],
) {
  const boundary = `----tax${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fieldsIn))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
const taxUrl = (hotelId: number) => `/api/v1/hotels/${hotelId}/tax-accounts`;
/** A PIN proof of the caller (test/pin-proof.ts). */
const proofOf = (as: As) => pinProof(t, as);
/** Saves with a valid proof of the caller unless `proof` says otherwise (null: no header; a string: that one). */
const send = async (
  method: 'POST' | 'PUT',
  hotelId: number,
  body: ReturnType<typeof form>,
  as: As,
  lang = 'en',
  proof?: string | null,
) =>
  t.request({
    method,
    url: taxUrl(hotelId),
    as,
    payload: body.payload,
    headers: {
      ...SAME_ORIGIN,
      'content-type': body.contentType,
      'accept-language': lang,
      ...(proof === null ? {} : { 'x-pin-proof': proof ?? (await proofOf(as)) }),
    },
  });
const personal = {
  taxAccountType: 'PERSONAL',
  taxAccountName: 'Budi Santoso',
  taxAccountNumber: '12.345.678.9-012.345',
};

describe('tax accounts', () => {
  it('has none at first; refuses missing fields, wrong types and large files, field by field', async () => {
    const empty = await t.request({ method: 'GET', url: taxUrl(JKT), as: finance });
    await expectContract(empty, 'getTaxAccount');
    expect(empty.json()).toEqual({ account: null });

    const missing = await send('POST', JKT, form({ taxAccountType: 'PERSONAL' }), finance);
    expect(missing.statusCode).toBe(400);
    await expectContract(missing, 'createTaxAccount');
    expect(fields(missing.json()).sort()).toEqual([
      'taxAccountDocument:required',
      'taxAccountName:required',
      'taxAccountNumber:required',
    ]);

    // A GIF named .pdf: its bytes decide.
    const gif = Buffer.from('GIF89a0000000000');
    const wrong = await send(
      'POST',
      JKT,
      form(personal, [{ field: 'taxAccountDocument', name: 'npwp.pdf', bytes: gif }]),
      finance,
      'id',
    );
    expect(fields(wrong.json())).toEqual(['taxAccountDocument:document.type']);
    expect(wrong.json().errors[0].message).toMatch(/JPG, JPEG, PNG/);

    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await send(
      'POST',
      JKT,
      form(personal, [{ field: 'taxAccountDocument', name: 'npwp.pdf', bytes: big }]),
      finance,
    );
    expect(fields(large.json())).toEqual(['taxAccountDocument:document.tooLarge']);

    const digits = await send(
      'POST',
      JKT,
      form({ ...personal, taxAccountNumber: '1234', nitku: '123' }, [
        { field: 'taxAccountDocument', name: 'npwp.pdf', bytes: PDF },
      ]),
      finance,
    );
    expect(fields(digits.json()).sort()).toEqual([
      'nitku:tax.nitkuDigits',
      'taxAccountNumber:tax.npwpDigits',
    ]);
    expect((await t.request({ method: 'GET', url: taxUrl(JKT), as: finance })).json().account).toBeNull();
  });

  it('saves nothing without a valid PIN proof of the caller (403 PIN_REQUIRED)', async () => {
    const body = () =>
      form({ ...personal, nitku: '1234567890123456000001' }, [
        { field: 'taxAccountDocument', name: 'npwp.pdf', bytes: PDF },
      ]);
    // Another account's proof: the administrator, also a member of Jakarta.
    const foreign = await proofOf(admin(JKT));
    for (const proof of [null, 'not-a-proof', foreign])
      for (const method of ['POST', 'PUT'] as const) {
        const r = await send(method, JKT, body(), finance, 'en', proof);
        expect(r.statusCode).toBe(403);
        await expectContract(r, method === 'POST' ? 'createTaxAccount' : 'updateTaxAccount');
        expect(r.json().code).toBe('PIN_REQUIRED');
      }
    expect((await t.request({ method: 'GET', url: taxUrl(JKT), as: finance })).json().account).toBeNull();
    const stored = await t.db.one<{ n: string | number }>(
      'SELECT count(*) AS n FROM tax_documents WHERE hotel_id = $1',
      [JKT],
    );
    expect(Number(stored.n)).toBe(0);
  });

  it('saves a PDF, serves it to members only, PUT replaces; another property never reads or writes', async () => {
    const created = await send(
      'POST',
      JKT,
      form({ ...personal, nitku: '1234567890123456000001' }, [
        { field: 'taxAccountDocument', name: 'npwp.pdf', bytes: PDF },
      ]),
      finance,
    );
    expect(created.statusCode).toBe(201);
    await expectContract(created, 'createTaxAccount');
    const account = created.json().account;
    expect(account).toMatchObject({
      taxAccountType: 'PERSONAL',
      taxAccountName: 'Budi Santoso',
      taxAccountNumber: '123456789012345',
      nitku: '1234567890123456000001',
      taxAccountDocument: { fileName: 'npwp.pdf', contentType: 'application/pdf', size: PDF.length },
    });
    expect((await send('POST', JKT, form(personal), finance)).json().code).toBe('TAX_ACCOUNT_EXISTS');

    const doc = await t.request({ method: 'GET', url: account.taxAccountDocument.url, as: finance });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(doc.rawPayload, PDF)).toBe(0);
    // Not a member of Jakarta (or Jakarta's document asked under Bali): 404; a member without a finance role: 403.
    const id = account.taxAccountDocument.documentId;
    expect(
      (await t.request({ method: 'GET', url: account.taxAccountDocument.url, as: outsider })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `${taxUrl(BALI)}/documents/${id}`, as: admin(BALI) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: account.taxAccountDocument.url, as: reservation })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: account.taxAccountDocument.url })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: taxUrl(BALI), as: admin(BALI) })).json().account,
    ).toBeNull();
    expect((await send('PUT', BALI, form(personal), { ...finance, hotelId: BALI })).statusCode).toBe(404);

    // A COMPANY with a branch: the tax document kept, the branch document added.
    const updated = await send(
      'PUT',
      JKT,
      form(
        {
          taxAccountType: 'COMPANY',
          taxAccountName: 'PT Demo Jakarta',
          taxAccountNumber: '1234567890123456',
          branchTaxAccountName: 'Cabang Bandung',
          branchTaxAccountNumber: '123456789012345',
        },
        [{ field: 'branchTaxAccountDocument', name: 'branch.png', bytes: PNG, type: 'image/png' }],
      ),
      finance,
    );
    expect(updated.statusCode).toBe(200);
    await expectContract(updated, 'updateTaxAccount');
    expect(updated.json().account).toMatchObject({
      taxAccountType: 'COMPANY',
      branchTaxAccountName: 'Cabang Bandung',
      taxAccountDocument: { documentId: id },
      branchTaxAccountDocument: { contentType: 'image/png' },
      otherDocument: null,
    });
    // Back to PERSONAL: the branch data and its document go.
    const back = await send('PUT', JKT, form(personal), finance);
    expect(back.json().account.branchTaxAccountDocument).toBeNull();
    const branchId = updated.json().account.branchTaxAccountDocument.documentId;
    expect(
      (await t.request({ method: 'GET', url: `${taxUrl(JKT)}/documents/${branchId}`, as: finance }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.request({
      method: 'POST',
      url: taxUrl(BANDUNG),
      as: admin(BANDUNG),
      payload: { a: 1 },
      headers: SAME_ORIGIN,
    });
    expect(res.statusCode).toBe(415);
  });
});
