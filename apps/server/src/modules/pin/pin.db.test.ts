import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PIN_EXPIRY_DAYS, PIN_PROOF_TTL_SECONDS } from '@extranet/domain';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  SAME_ORIGIN,
  type TestApp,
} from '../../../test/helpers.js';

const NOW = new Date('2027-02-28T17:30:00Z');
const JKT = DEMO_HOTELS.JAKARTA;
type As = { accountId: number; hotelId: number };
const FINANCE: As = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: JKT };
const ADMIN: As = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: JKT };
const MM: As = { accountId: DEMO_ACCOUNTS.MM.id, hotelId: JKT };
const PIN = '482915';
const NEXT = '739164';

let t: TestApp;
let now = NOW;

const fields = (body: { errors?: { field: string; code: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.code]));

const base = (as: As, accountId = as.accountId) => `/api/v1/pin/${accountId}`;
const post = (url: string, payload: unknown, as: As, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, as, headers: { ...SAME_ORIGIN, ...headers }, payload: payload as object });
const status = (as: As = FINANCE, accountId = as.accountId) =>
  t.request({ method: 'GET', url: base(as, accountId), as });
const create = (pin = PIN, as: As = FINANCE, confirmPin = pin) =>
  post(`${base(as)}/create`, { pin, confirmPin }, as);
const update = (currentPin: string, pin: string, as: As = FINANCE) =>
  post(`${base(as)}/update`, { currentPin, pin, confirmPin: pin }, as);
const verify = (pin: string, as: As = FINANCE) => post(`${base(as)}/verify`, { pin }, as);
const requestReset = (as: As = FINANCE) => post(`${base(as)}/request-reset`, undefined, as);
const forget = (as: As = FINANCE) => post(`${base(as)}/forget`, undefined, as);
const queue = (as: As = MM) => t.request({ method: 'GET', url: '/api/v1/dashboard/pin/reset', as });
const decide = (body: object, as: As = MM) => post('/api/v1/dashboard/pin/reset', body, as);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t?.close());
beforeEach(async () => {
  now = NOW;
  await t.db.exec(
    'DELETE FROM pin_reset_requests; DELETE FROM account_pin_history; DELETE FROM account_pins;',
  );
});

describe('PIN', () => {
  it('is created once, exactly 6 digits, not easy, confirmed, and stored as a hash', async () => {
    const none = await status();
    expect(none.statusCode).toBe(200);
    await expectContract(none, 'getPinStatus');
    expect(none.json()).toMatchObject({ state: 'NONE', attemptsLeft: 5, setAt: null, resetRequest: null });

    for (const [pin, confirm, expected] of [
      ['12345', '12345', { pin: 'pin.format' }],
      ['48a915', '48a915', { pin: 'pin.format' }],
      ['123456', '123456', { pin: 'pin.easy' }],
      ['121212', '121212', { pin: 'pin.easy' }],
      ['123123', '123123', { pin: 'pin.easy' }],
      ['000000', '000000', { pin: 'pin.easy' }],
      [PIN, '482916', { confirmPin: 'pin.mismatch' }],
    ] as const) {
      const bad = await create(pin, FINANCE, confirm);
      expect(bad.statusCode).toBe(400);
      await expectContract(bad, 'createPin');
      expect(fields(bad.json())).toEqual(expected);
    }
    const en = await t.request({
      method: 'POST',
      url: `${base(FINANCE)}/create`,
      as: FINANCE,
      headers: { ...SAME_ORIGIN, 'accept-language': 'en' },
      payload: { pin: '654321', confirmPin: '654321' },
    });
    expect(en.json().errors[0].message).toBe(
      'This PIN is too easy to guess. Avoid repeated or sequential digits',
    );

    const ok = await create();
    expect(ok.statusCode).toBe(200);
    await expectContract(ok, 'createPin');
    expect(ok.json()).toMatchObject({
      state: 'ACTIVE',
      attemptsLeft: 5,
      setAt: NOW.toISOString(),
      expiresAt: new Date(NOW.getTime() + PIN_EXPIRY_DAYS * 86_400_000).toISOString(),
    });
    const stored = await t.db.one<{ pin_hash: string }>(
      'SELECT pin_hash FROM account_pins WHERE account_id = $1',
      [FINANCE.accountId],
    );
    expect(stored.pin_hash).toMatch(/^\$argon2id\$/);
    expect(stored.pin_hash).not.toContain(PIN);

    const again = await create(NEXT);
    expect(again.statusCode).toBe(409);
    await expectContract(again, 'createPin');
    expect(again.json().code).toBe('PIN_EXISTS');
  });

  it('blocks after 5 wrong entries, showing the attempts left each time', async () => {
    await create();
    const left: number[] = [];
    for (let i = 0; i < 4; i++) {
      const wrong = await verify('739164');
      expect(wrong.statusCode).toBe(400);
      await expectContract(wrong, 'verifyPin');
      expect(wrong.json().code).toBe('PIN_WRONG');
      expect(fields(wrong.json())).toEqual({ pin: 'PIN_WRONG' });
      left.push(wrong.json().attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    expect((await status()).json()).toMatchObject({ state: 'ACTIVE', attemptsLeft: 1 });
    const fifth = await verify('739164');
    expect(fifth.statusCode).toBe(409);
    await expectContract(fifth, 'verifyPin');
    expect(fifth.json()).toMatchObject({ code: 'PIN_BLOCKED', attemptsLeft: 0 });
    expect(fifth.json().message).toMatch(/^Anda harus membuat PIN baru/);
    // Blocked: even the right PIN is refused, and a change is refused.
    expect((await verify(PIN)).json().code).toBe('PIN_BLOCKED');
    expect((await update(PIN, NEXT)).json().code).toBe('PIN_BLOCKED');
    expect((await status()).json()).toMatchObject({ state: 'BLOCKED', attemptsLeft: 0 });
  });

  it('counts wrong entries sent at once, none lost and none past the block', async () => {
    await create();
    const answers = await Promise.all(Array.from({ length: 7 }, () => verify('739164')));
    const codes = answers.map((a) => a.json().code as string).sort();
    expect(codes).toEqual([
      'PIN_BLOCKED',
      'PIN_BLOCKED',
      'PIN_BLOCKED',
      'PIN_WRONG',
      'PIN_WRONG',
      'PIN_WRONG',
      'PIN_WRONG',
    ]);
    expect((await status()).json()).toMatchObject({ state: 'BLOCKED', attemptsLeft: 0 });
  });

  it('forgets wrong entries after a right one, and answers a proof', async () => {
    await create();
    await verify('739164');
    await verify('739164');
    const ok = await verify(PIN);
    expect(ok.statusCode).toBe(200);
    await expectContract(ok, 'verifyPin');
    expect(ok.json().expiresAt).toBe(new Date(NOW.getTime() + PIN_PROOF_TTL_SECONDS * 1000).toISOString());
    expect(ok.json().proof).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await status()).json().attemptsLeft).toBe(5);
  });

  it('changes with the current PIN (a wrong one counts), never to one of the last PINs', async () => {
    await create();
    const wrong = await update('739164', '250813');
    expect(wrong.statusCode).toBe(400);
    await expectContract(wrong, 'updatePin');
    expect(wrong.json()).toMatchObject({ code: 'PIN_WRONG', attemptsLeft: 4 });
    expect(fields(wrong.json())).toEqual({ currentPin: 'PIN_WRONG' });

    const same = await update(PIN, PIN);
    expect(fields(same.json())).toEqual({ pin: 'pin.sameAsOld' });
    const ok = await update(PIN, NEXT);
    expect(ok.statusCode).toBe(200);
    await expectContract(ok, 'updatePin');
    expect(ok.json()).toMatchObject({ state: 'ACTIVE', attemptsLeft: 5 });
    // Back to the PIN before: refused by the history (the server checks, not only the form).
    const back = await update(NEXT, PIN);
    expect(back.statusCode).toBe(400);
    expect(fields(back.json())).toEqual({ pin: 'pin.sameAsOld' });
    expect((await verify(NEXT)).statusCode).toBe(200);
  });

  it('expires after 180 days: entering it is refused, changing it is allowed', async () => {
    await create();
    now = new Date(NOW.getTime() + PIN_EXPIRY_DAYS * 86_400_000);
    expect((await status()).json().state).toBe('EXPIRED');
    const entered = await verify(PIN);
    expect(entered.statusCode).toBe(409);
    expect(entered.json().code).toBe('PIN_EXPIRED');
    expect((await update(PIN, NEXT)).statusCode).toBe(200);
    expect((await status()).json().state).toBe('ACTIVE');
  });

  it('is reset only after a market manager approves; then a new PIN (not the old one) is created', async () => {
    expect((await requestReset()).json().code).toBe('PIN_NOT_SET');
    await create();
    for (let i = 0; i < 5; i++) await verify('739164');
    const asked = await requestReset();
    expect(asked.statusCode).toBe(200);
    await expectContract(asked, 'requestPinReset');
    expect(asked.json()).toMatchObject({
      state: 'BLOCKED',
      resetRequest: { status: 'REQUESTED', cause: 'BLOCKED' },
    });
    const twice = await forget();
    expect(twice.statusCode).toBe(409);
    await expectContract(twice, 'forgetPin');
    expect(twice.json().code).toBe('PIN_RESET_PENDING');
    // Still blocked until a market manager decides: no new PIN meanwhile.
    expect((await create(NEXT)).json().code).toBe('PIN_EXISTS');

    const list = await queue();
    expect(list.statusCode).toBe(200);
    await expectContract(list, 'listPinResets');
    const item = list.json().items.find((i: { accountId: number }) => i.accountId === FINANCE.accountId);
    expect(item).toMatchObject({ email: DEMO_ACCOUNTS.FINANCE.email, cause: 'BLOCKED' });

    // Not a market manager: neither the queue nor a decision.
    for (const who of [FINANCE, ADMIN]) {
      const q = await queue(who);
      expect(q.statusCode).toBe(403);
      await expectContract(q, 'listPinResets');
      const d = await decide({ requestId: item.requestId, decision: 'APPROVE' }, who);
      expect(d.statusCode).toBe(403);
      await expectContract(d, 'decidePinReset');
    }
    expect((await status()).json().state).toBe('BLOCKED');

    const noReason = await decide({ requestId: item.requestId, decision: 'REJECT' });
    expect(noReason.statusCode).toBe(400);
    expect(fields(noReason.json())).toEqual({ reason: 'required' });
    expect((await decide({ requestId: 99_999_999, decision: 'APPROVE' })).statusCode).toBe(404);

    const approved = await decide({ requestId: item.requestId, decision: 'APPROVE' });
    expect(approved.statusCode).toBe(200);
    await expectContract(approved, 'decidePinReset');
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedAt: NOW.toISOString() });
    const late = await decide({
      requestId: item.requestId,
      decision: 'REJECT',
      reason: 'Changed my mind now.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PIN_RESET_NOT_PENDING');

    expect((await status()).json()).toMatchObject({
      state: 'NONE',
      attemptsLeft: 5,
      resetRequest: { status: 'APPROVED' },
    });
    expect((await queue()).json().items).toEqual([]);
    const old = await create(PIN);
    expect(fields(old.json())).toEqual({ pin: 'pin.sameAsOld' });
    expect((await create(NEXT)).statusCode).toBe(200);
    expect((await verify(NEXT)).statusCode).toBe(200);
  });

  it('keeps the PIN when the market manager rejects the reset, with the reason', async () => {
    await create();
    expect((await forget()).json().resetRequest).toMatchObject({ cause: 'FORGOTTEN', status: 'REQUESTED' });
    const { requestId } = (await queue()).json().items[0];
    const reason = 'The owner did not ask for this reset.';
    const rejected = await decide({ requestId, decision: 'REJECT', reason });
    expect(rejected.statusCode).toBe(200);
    expect((await status()).json()).toMatchObject({
      state: 'ACTIVE',
      resetRequest: { status: 'REJECTED', reason },
    });
    expect((await verify(PIN)).statusCode).toBe(200);
  });

  it('is acted on by its own account only', async () => {
    await create();
    const other = FINANCE.accountId;
    const calls = [
      ['getPinStatus', () => status(ADMIN, other)],
      ['createPin', () => post(`${base(ADMIN, other)}/create`, { pin: NEXT, confirmPin: NEXT }, ADMIN)],
      [
        'updatePin',
        () => post(`${base(ADMIN, other)}/update`, { currentPin: PIN, pin: NEXT, confirmPin: NEXT }, ADMIN),
      ],
      ['verifyPin', () => post(`${base(ADMIN, other)}/verify`, { pin: PIN }, ADMIN)],
      ['requestPinReset', () => post(`${base(ADMIN, other)}/request-reset`, undefined, ADMIN)],
      ['forgetPin', () => post(`${base(ADMIN, other)}/forget`, undefined, ADMIN)],
    ] as const;
    for (const [op, call] of calls) {
      const r = await call();
      expect(r.statusCode, op).toBe(403);
      await expectContract(r, op);
    }
    // Nothing changed for the owner: no attempt counted, no reset asked.
    expect((await status()).json()).toMatchObject({ state: 'ACTIVE', attemptsLeft: 5, resetRequest: null });
    expect((await t.request({ method: 'GET', url: base(FINANCE) })).statusCode).toBe(401);
  });

  it('a market manager cannot approve their own reset', async () => {
    await create(PIN, MM);
    await forget(MM);
    const { requestId } = (await queue()).json().items[0];
    const own = await decide({ requestId, decision: 'APPROVE' });
    expect(own.statusCode).toBe(400);
    expect(fields(own.json())).toEqual({ requestId: 'PIN_OWN_RESET' });
  });
});
