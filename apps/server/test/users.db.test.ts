import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/http/session.js';
import { createTestApp, DEMO_ACCOUNTS, DEMO_HOTELS, expectContract, type TestApp } from './helpers.js';

const J = DEMO_HOTELS.JAKARTA;
const admin = { accountId: DEMO_ACCOUNTS.ADMIN.id, hotelId: J };
const reservation = { accountId: DEMO_ACCOUNTS.RESERVATION.id, hotelId: J };
const finance = { accountId: DEMO_ACCOUNTS.FINANCE.id, hotelId: J };
const verify = { accountId: DEMO_ACCOUNTS.VERIFY.id, hotelId: J };

describe('demo data, users of a property and roles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds the demo accounts with their exact states', async () => {
    const hotels = await t.db.query<Record<string, unknown>>(
      `SELECT h.name, h.accommodation_type, h.active_status, h.rate_model, h.registration_step, a.email
         FROM hotels h JOIN hotel_users hu USING (hotel_id) JOIN accounts a ON a.id = hu.account_id
        WHERE 7 = ANY (hu.roles) ORDER BY a.email, h.name`,
    );
    expect(hotels).toEqual([
      {
        name: 'Hotel Demo Bandung',
        accommodation_type: 'HOTEL',
        active_status: 2,
        rate_model: 'LOS',
        registration_step: 'REGISTRATION_REVIEW',
        email: 'admin@demo.extranet',
      },
      {
        name: 'Hotel Demo Jakarta',
        accommodation_type: 'HOTEL',
        active_status: 2,
        rate_model: 'DAILY',
        registration_step: 'REGISTRATION_REVIEW',
        email: 'admin@demo.extranet',
      },
      {
        name: 'Villa Demo Bali',
        accommodation_type: 'NHA',
        active_status: 2,
        rate_model: 'DAILY',
        registration_step: 'REGISTRATION_REVIEW',
        email: 'admin@demo.extranet',
      },
      {
        name: 'Villa Draft Lombok',
        accommodation_type: 'NHA',
        active_status: -3,
        rate_model: null,
        registration_step: 'CONTACT',
        email: 'draft@demo.extranet',
      },
      {
        name: 'Properti Pending Yogyakarta',
        accommodation_type: 'HOTEL',
        active_status: -1,
        rate_model: null,
        registration_step: 'REGISTRATION_REVIEW',
        email: 'pending@demo.extranet',
      },
    ]);
    const v = await t.db.one<Record<string, unknown>>(
      `SELECT a.phone_code, a.email_verified, hu.require_verification, hu.user_role_id
         FROM accounts a JOIN hotel_users hu ON hu.account_id = a.id WHERE a.email = 'verify@demo.extranet'`,
    );
    expect(v).toEqual({
      phone_code: '+65',
      email_verified: false,
      require_verification: true,
      user_role_id: 8,
    });
    const staff = await t.db.query(
      'SELECT a.email, r.role_id FROM account_roles r JOIN accounts a ON a.id = r.account_id ORDER BY r.role_id',
    );
    expect(staff).toEqual([
      { email: 'cs@demo.extranet', role_id: 12 },
      { email: 'mm@demo.extranet', role_id: 20 },
    ]);
    const hashes = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM accounts');
    for (const h of hashes) expect(h.password_hash).toMatch(/^\$argon2id\$/);
    // Each account is hashed on its own (its own salt), although they share the demo password.
    expect(new Set(hashes.map((h) => h.password_hash)).size).toBe(hashes.length);
  });

  it('lists users for user-manage roles and refuses other roles with 403', async () => {
    const list = await t.request({
      method: 'GET',
      url: `/api/v1/hotels/${J}/manage-user?size=2`,
      as: reservation,
    });
    expect(list.statusCode).toBe(200);
    await expectContract(list, 'listHotelUsers');
    // Jakarta's users: admin, reservation, finance, the unverified property manager and the market manager.
    expect(list.json().page).toEqual({ page: 0, size: 2, total: 5 });
    expect(list.json().items).toHaveLength(2);

    const denied = await t.request({ method: 'GET', url: `/api/v1/hotels/${J}/manage-user`, as: finance });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
    await expectContract(denied, 'listHotelUsers');
  });

  it('lets a user read and change their own record, not others’', async () => {
    const own = await t.request({ method: 'GET', url: `/api/v1/hotels/${J}/manage-user/5`, as: finance });
    expect(own.statusCode).toBe(200);
    const other = await t.request({ method: 'GET', url: `/api/v1/hotels/${J}/manage-user/1`, as: finance });
    expect(other.statusCode).toBe(403);

    const verifySelf = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${J}/manage-user/8`,
      payload: { name: 'Verify Person', phone: '91234568' },
      as: verify,
    });
    expect(verifySelf.statusCode).toBe(200);
    await expectContract(verifySelf, 'updateHotelUser');
    expect(verifySelf.json()).toMatchObject({
      name: 'Verify Person',
      phone: '91234568',
      phoneCode: '+65',
      roles: [3],
    });
    // As the app's user edit page sends it: phoneCode null = unchanged, empty phone = removed.
    const cleared = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${J}/manage-user/8`,
      payload: { name: 'Verify Person', phone: '', phoneCode: null },
      as: verify,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ phone: null, phoneCode: '+65' });
    const tooShortName = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${J}/manage-user/8`,
      payload: { name: 'ab', phone: '12' },
      as: verify,
    });
    expect(tooShortName.statusCode).toBe(400);
    expect(tooShortName.json().errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual(
      [
        ['name', 'TOO_SHORT'],
        ['phone', 'INVALID_FORMAT'],
      ],
    );

    const selfPromotion = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${J}/manage-user/4`,
      payload: { roles: [7] },
      as: reservation,
    });
    expect(selfPromotion.statusCode).toBe(403);
    expect(selfPromotion.json().code).toBe('ADMINISTRATOR_REQUIRED');
    const otherName = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${J}/manage-user/5`,
      payload: { name: 'Renamed' },
      as: reservation,
    });
    expect(otherName.statusCode).toBe(403);
  });

  it('lets an administrator change roles, except a contact’s, and rejects bad roles', async () => {
    const changed = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${J}/manage-user/4`,
      payload: { roles: [5, 4] },
      as: admin,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().roles.sort()).toEqual([4, 5]);

    const contact = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${J}/manage-user/1`,
      payload: { roles: [3] },
      as: admin,
    });
    expect(contact.statusCode).toBe(409);
    expect(contact.json().code).toBe('CONTACT_ROLE_LOCKED');
    await expectContract(contact, 'updateHotelUser');

    const badRole = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${J}/manage-user/4`,
      payload: { roles: [20] },
      as: admin,
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0]).toMatchObject({ field: 'roles.0', code: 'INVALID_VALUE' });
    const empty = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${J}/manage-user/4`,
      payload: {},
      as: admin,
    });
    expect(empty.statusCode).toBe(400);
    const notHere = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${J}/manage-user/2`,
      payload: { name: 'Xyz' },
      as: admin,
    });
    expect(notHere.statusCode).toBe(404);
  });

  it('keeps at least one administrator who receives notifications (SPEC 5)', async () => {
    const put = (
      userRoleId: number,
      payload: Record<string, unknown>,
      as: { accountId: number; hotelId: number } = admin,
    ) => t.request({ method: 'PUT', url: `/api/v1/hotels/${J}/manage-user/${userRoleId}`, payload, as });
    const fieldsOf = (r: { json(): { errors?: Array<{ field: string; code: string }> } }) =>
      (r.json().errors ?? []).map((e) => [e.field, e.code]);

    // Jakarta's only administrator (user 1) cannot stop receiving notifications.
    const mute = await put(1, { notificationAllowed: false });
    expect(mute.statusCode).toBe(409);
    expect(mute.json().code).toBe('ADMIN_WITH_NOTIFICATIONS_REQUIRED');
    expect(fieldsOf(mute)).toEqual([['notificationAllowed', 'users.adminWithNotificationsRequired']]);
    expect(mute.json().errors[0].message).toBe(
      'Setiap properti harus memiliki minimal satu administrator yang menerima notifikasi',
    );
    await expectContract(mute, 'updateHotelUser');

    // With a second administrator (user 4) who is notified, the first may stop.
    expect((await put(4, { roles: [4, 7] })).statusCode).toBe(200);
    expect((await put(1, { notificationAllowed: false })).statusCode).toBe(200);
    // Now user 4 is the one: losing the role, or muting themselves, is refused.
    const demote = await put(4, { roles: [4] });
    expect(demote.statusCode).toBe(409);
    expect(fieldsOf(demote)).toEqual([['roles', 'users.adminWithNotificationsRequired']]);
    const selfMute = await put(4, { notificationAllowed: false }, reservation);
    expect(selfMute.statusCode).toBe(409);
    expect(fieldsOf(selfMute)).toEqual([['notificationAllowed', 'users.adminWithNotificationsRequired']]);
    // Changes that keep the rule go through; the data is back as it was.
    expect((await put(4, { name: 'Reservasi Demo' }, reservation)).statusCode).toBe(200);
    expect((await put(1, { notificationAllowed: true })).statusCode).toBe(200);
    expect((await put(4, { roles: [4] })).statusCode).toBe(200);
  });

  it('checks the user name with the one rule of packages/validation (3 to 50 characters, trimmed)', async () => {
    const padded = await t.request({
      method: 'PUT',
      url: `/api/v1/hotels/${J}/manage-user/5`,
      payload: { name: '   ab   ' },
      as: finance,
    });
    expect(padded.statusCode).toBe(400);
    expect(padded.json().errors).toEqual([
      { field: 'name', code: 'min_length', message: expect.stringContaining('3') },
    ]);
    await expectContract(padded, 'updateHotelUser');
  });

  it('lists the property roles with translated names', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/hotel/roles',
      headers: { cookie: 'lang=en' },
      as: admin,
    });
    expect(res.statusCode).toBe(200);
    await expectContract(res, 'listRoles');
    expect(res.json().items.map((r: { roleId: number }) => r.roleId)).toEqual([3, 4, 5, 6, 7, 13]);
    for (const r of res.json().items) expect(r.name).not.toBe(r.labelKey);
  });

  it('refuses an expired or foreign-signed access token', async () => {
    const expired = await signAccessToken(
      t.app.ctx.sessionKey,
      { accountId: 1, hotelId: J },
      { now: new Date(Date.now() - 3_600_000) },
    );
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/hotels',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
    const foreign = await signAccessToken(new TextEncoder().encode('x'.repeat(48)), {
      accountId: 1,
      hotelId: J,
    });
    const res2 = await t.request({
      method: 'GET',
      url: '/api/v1/hotels',
      headers: { cookie: `access_token=${foreign}` },
    });
    expect(res2.statusCode).toBe(401);
    const good = await t.token(1, J);
    const res3 = await t.request({
      method: 'GET',
      url: '/api/v1/hotels',
      headers: { cookie: `access_token=${good}` },
    });
    expect(res3.statusCode).toBe(200);
  });
});

describe('access-token secret', () => {
  it('is created once in the database and shared by every process on it', async () => {
    const t = await createTestApp();
    try {
      const { buildApp } = await import('../src/app.js');
      const second = await buildApp({ config: t.config, db: t.db, logger: false });
      try {
        expect(Buffer.from(second.ctx.sessionKey).equals(Buffer.from(t.app.ctx.sessionKey))).toBe(true);
        const token = await t.token(DEMO_ACCOUNTS.ADMIN.id, J);
        const res = await second.inject({
          method: 'GET',
          url: '/api/v1/hotels',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(200);
      } finally {
        await second.close();
      }
      const { loadConfig } = await import('../src/config.js');
      const configured = await buildApp({
        config: loadConfig({ ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'j'.repeat(40) }),
        db: t.db,
        logger: false,
      });
      try {
        expect(new TextDecoder().decode(configured.ctx.sessionKey)).toBe('j'.repeat(40));
      } finally {
        await configured.close();
      }
    } finally {
      await t.close();
    }
  });
});
