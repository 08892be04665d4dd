import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_HOTELS,
  expectContract,
  type TestApp,
} from '../../../test/helpers.js';

const J = DEMO_HOTELS.JAKARTA;
const admin = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: J };
const reservation = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: J };
const pending = { accountId: DEMO_ACCOUNTS.PENDING.id, hotelId: DEMO_HOTELS.PENDING };
type As = { accountId: number; hotelId: number };
type Answer = {
  statusCode: number;
  json(): { code?: string; errors?: Array<{ field: string; code: string; message: string }> };
};

const fieldsOf = (r: Answer) => (r.json().errors ?? []).map((e) => [e.field, e.code]);

describe('user management of a property (add, change, remove)', () => {
  let t: TestApp;
  const users = (hotelId: number = J) => `/api/v1/hotels/${hotelId}/manage-user`;
  const create = (payload: Record<string, unknown>, as: As = admin, hotelId: number = J, lang = 'en') =>
    t.request({ method: 'POST', url: users(hotelId), payload, as, headers: { cookie: `lang=${lang}` } });
  const remove = (userRoleId: number, as: As = admin, hotelId: number = J) =>
    t.request({ method: 'DELETE', url: `${users(hotelId)}/${userRoleId}`, as });
  const put = (userRoleId: number, payload: Record<string, unknown>, as: As = admin) =>
    t.request({ method: 'PUT', url: `${users()}/${userRoleId}`, payload, as });
  const outbox = async (to: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json()
      .mails as Array<{ kind: string; lang: string; subject: string; text: string }>;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the users with what the caller may do', async () => {
    const asAdmin = await t.request({ method: 'GET', url: users(), as: admin });
    expect(asAdmin.statusCode).toBe(200);
    await expectContract(asAdmin, 'listHotelUsers');
    expect(asAdmin.json().abilities).toEqual({ manage: true });
    const asReservation = await t.request({ method: 'GET', url: users(), as: reservation });
    expect(asReservation.json().abilities).toEqual({ manage: false });
    // Another property's user list is never readable: not a member, 404.
    const foreign = await t.request({ method: 'GET', url: users(J), as: { ...pending, hotelId: J } });
    expect(foreign.statusCode).toBe(404);
    await expectContract(foreign, 'listHotelUsers');
  });

  it('adds a new e-mail as an account that sets its password through the forgot-password flow', async () => {
    const email = 'New.Person@Example.com';
    const res = await create({ email, name: '  Nia Rahma ', roles: [5, 4], notificationAllowed: false });
    expect(res.statusCode).toBe(201);
    await expectContract(res, 'createHotelUser');
    expect(res.json()).toMatchObject({
      hotelId: J,
      email: 'new.person@example.com',
      name: 'Nia Rahma',
      notificationAllowed: false,
      emailVerified: false,
      lastLogin: null,
      isContact: false,
    });
    expect([...res.json().roles].sort()).toEqual([4, 5]);

    const [mail] = await outbox('new.person@example.com');
    expect(mail).toMatchObject({ kind: 'users.invite', lang: 'en' });
    expect(mail?.subject).toBe('You have been added to Hotel Demo Jakarta on Extranet');
    expect(mail?.text).toMatch(/https?:\/\/[^/\s]+\/forgot-password\?email=new\.person%40example\.com/);
    expect(mail?.text).toContain('Reservation');

    // The link's flow: a code to the e-mail, a reset token, a new password, a sign-in.
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp/generate/FORGOT_PASSWORD',
      payload: { email: 'new.person@example.com' },
    });
    expect(sent.statusCode).toBe(200);
    const otp = (await outbox('new.person@example.com')).find((m) => m.kind === 'otp.FORGOT_PASSWORD');
    const code = /(\d{4})/.exec(otp?.subject ?? '')?.[1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/otp/verify',
      payload: {
        identifier: 'accommodation-extranet-otp',
        requestType: 'FORGOT_PASSWORD',
        email: 'new.person@example.com',
        code,
      },
    });
    expect(verified.statusCode).toBe(200);
    const password = 'Sandi#Baru2026';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: verified.json().token, password, confirmPassword: password },
    });
    expect(reset.statusCode).toBe(204);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'new.person@example.com', password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets an existing account join, once, with a mail in its own language', async () => {
    await t.db.query(`UPDATE accounts SET lang = 'id' WHERE id = $1`, [DEMO_ACCOUNTS.FINANCE.id]);
    const bandung = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: DEMO_HOTELS.BANDUNG };
    const payload = {
      email: DEMO_ACCOUNTS.FINANCE.email,
      name: 'Ignored Name',
      roles: [13],
      notificationAllowed: true,
    };
    const joined = await create(payload, bandung, DEMO_HOTELS.BANDUNG);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ accountId: DEMO_ACCOUNTS.FINANCE.id, roles: [13] });
    const [mail] = await outbox(DEMO_ACCOUNTS.FINANCE.email);
    expect(mail).toMatchObject({ kind: 'users.added', lang: 'id' });
    expect(mail?.subject).toBe('Anda ditambahkan ke Hotel Demo Bandung di Extranet');

    const again = await create(payload, bandung, DEMO_HOTELS.BANDUNG);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_MEMBER');
    expect(fieldsOf(again)).toEqual([['email', 'users.alreadyMember']]);
    expect(again.json().errors[0].message).toBe('This e-mail is already a user of this property');
    await expectContract(again, 'createHotelUser');
  });

  it('refuses bad input with field errors', async () => {
    const empty = await create(
      { email: 'nobody', name: 'ab', roles: [], notificationAllowed: true },
      admin,
      J,
      'id',
    );
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual([
      ['email', 'email'],
      ['name', 'min_length'],
      ['roles', 'users.rolesRequired'],
    ]);
    expect(empty.json().errors[2].message).toBe('Pilih minimal satu peran');
    await expectContract(empty, 'createHotelUser');
    const staffRole = await create({
      email: 'x@example.com',
      name: 'Xavier',
      roles: [20],
      notificationAllowed: true,
    });
    expect(staffRole.statusCode).toBe(400);
    expect(staffRole.json().errors[0]).toMatchObject({ field: 'roles.0' });
    const missing = await create({ email: 'x@example.com', name: 'Xavier', roles: [5] });
    expect(missing.statusCode).toBe(400);
    const badId = await t.request({ method: 'DELETE', url: `${users()}/abc`, as: admin });
    expect(badId.statusCode).toBe(400);
  });

  it('lets only an administrator add, change or remove others', async () => {
    const add = await create(
      { email: 'x@example.com', name: 'Xavier', roles: [5], notificationAllowed: true },
      reservation,
    );
    expect(add.statusCode).toBe(403);
    expect(add.json().code).toBe('ADMINISTRATOR_REQUIRED');
    await expectContract(add, 'createHotelUser');
    const del = await remove(5, reservation);
    expect(del.statusCode).toBe(403);
    expect(del.json().code).toBe('ADMINISTRATOR_REQUIRED');
    await expectContract(del, 'deleteHotelUser');
    expect((await put(5, { notificationAllowed: false }, reservation)).statusCode).toBe(403);
  });

  it('never reads or writes another property’s users (404)', async () => {
    // User 3 is the administrator's membership of Bandung: not a user of Jakarta.
    expect((await remove(3)).statusCode).toBe(404);
    expect((await put(3, { roles: [5] })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${users()}/3`, as: admin })).statusCode).toBe(404);
    // A caller who is not a user of Jakarta reaches nothing there.
    const outsider = { accountId: DEMO_ACCOUNTS.PENDING.id, hotelId: J };
    const add = await create(
      { email: 'y@example.com', name: 'Yanti', roles: [5], notificationAllowed: true },
      outsider,
    );
    expect(add.statusCode).toBe(404);
    expect((await remove(4, outsider)).statusCode).toBe(404);
    const still = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM hotel_users WHERE hotel_id = $1 AND user_role_id = 3`,
      [DEMO_HOTELS.BANDUNG],
    );
    expect(still.n).toBe(1);
  });

  it('keeps the rules on removal: not oneself, not a contact, not the last administrator with notifications', async () => {
    const self = await remove(1);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('CANNOT_REMOVE_SELF');
    expect(fieldsOf(self)).toEqual([['userRoleId', 'users.cannotRemoveSelf']]);
    await expectContract(self, 'deleteHotelUser');

    // A second administrator (notified), then the first stops receiving notifications.
    const second = await create({
      email: 'second.admin@example.com',
      name: 'Second Admin',
      roles: [7],
      notificationAllowed: true,
    });
    expect(second.statusCode).toBe(201);
    const secondId: number = second.json().userRoleId;
    const secondAs = { accountId: second.json().accountId as number, hotelId: J };
    // The first administrator is a contact of the property: their membership is locked.
    const contact = await remove(1, secondAs);
    expect(contact.statusCode).toBe(409);
    expect(fieldsOf(contact)).toEqual([['userRoleId', 'users.contactRoleLocked']]);
    const contactRoles = await put(1, { roles: [3] }, secondAs);
    expect(contactRoles.statusCode).toBe(409);
    expect(fieldsOf(contactRoles)).toEqual([['roles', 'users.contactRoleLocked']]);

    expect((await put(1, { notificationAllowed: false })).statusCode).toBe(200);
    const last = await remove(secondId);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('ADMIN_WITH_NOTIFICATIONS_REQUIRED');
    expect(fieldsOf(last)).toEqual([['userRoleId', 'users.adminWithNotificationsRequired']]);
    await expectContract(last, 'deleteHotelUser');

    expect((await put(1, { notificationAllowed: true })).statusCode).toBe(200);
    const removed = await remove(secondId);
    expect(removed.statusCode).toBe(204);
    await expectContract(removed, 'deleteHotelUser');
    expect((await remove(secondId)).statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: `${users()}?size=100`, as: admin });
    expect(list.json().items.map((u: { email: string }) => u.email)).not.toContain(
      'second.admin@example.com',
    );
    // The account stays; only its membership ended.
    const account = await t.db.maybeOne(`SELECT 1 FROM accounts WHERE email = 'second.admin@example.com'`);
    expect(account).not.toBeNull();
  });
});
