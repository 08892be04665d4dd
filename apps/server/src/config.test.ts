import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      smtpUrl: undefined,
      appHost: undefined,
      newExtranetUrl: undefined,
      marketplaceApiKey: undefined,
      jwtSecret: undefined,
      calendarSyncAllowPrivateHosts: false,
      logLevel: 'info',
      devOutbox: false,
      trustProxy: false,
    });
  });

  it('reads DEV_OUTBOX and TRUST_PROXY as booleans', () => {
    expect(loadConfig({ DEV_OUTBOX: 'true', TRUST_PROXY: '1' })).toMatchObject({
      devOutbox: true,
      trustProxy: true,
    });
    expect(() => loadConfig({ DEV_OUTBOX: 'on' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1' })).toThrow(ConfigError);
  });

  it('reads the VAPID keys together and derives the subject from PUBLIC_URL', () => {
    const publicKey = Buffer.alloc(65, 4).toString('base64url');
    const privateKey = Buffer.alloc(32, 7).toString('base64url');
    expect(loadConfig({}).vapidKeys).toBeUndefined();
    expect(loadConfig({}).vapidSubject).toBe('mailto:webmaster@localhost');
    expect(loadConfig({ PUBLIC_URL: 'https://extranet.example.com/' }).vapidSubject).toBe(
      'https://extranet.example.com',
    );
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@example.com' }).vapidSubject).toBe(
      'mailto:ops@example.com',
    );
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapidKeys).toEqual({
      publicKey,
      privateKey,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: privateKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: publicKey })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(ConfigError);
  });

  it('reads CALENDAR_SYNC_ALLOW_PRIVATE_HOSTS as a boolean and refuses anything else', () => {
    expect(loadConfig({ CALENDAR_SYNC_ALLOW_PRIVATE_HOSTS: 'true' }).calendarSyncAllowPrivateHosts).toBe(
      true,
    );
    expect(loadConfig({ CALENDAR_SYNC_ALLOW_PRIVATE_HOSTS: '0' }).calendarSyncAllowPrivateHosts).toBe(false);
    expect(() => loadConfig({ CALENDAR_SYNC_ALLOW_PRIVATE_HOSTS: 'yes please' })).toThrow(ConfigError);
  });

  it('reads every variable and treats blanks as unset', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      DATABASE_POOL_SIZE: '5',
      SMTP_URL: ' ',
      NEW_EXTRANET_URL: 'https://new.example.com',
      APP_HOST: 'extranet.example.com',
      MARKETPLACE_API_KEY: 'k',
      JWT_SECRET: 's'.repeat(32),
      LOG_LEVEL: 'WARN',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      databasePoolSize: 5,
      smtpUrl: undefined,
      newExtranetUrl: 'https://new.example.com',
      appHost: 'extranet.example.com',
      marketplaceApiKey: 'k',
      jwtSecret: 's'.repeat(32),
      logLevel: 'warn',
    });
  });

  it.each([
    { PORT: 'x' },
    { PORT: '70000' },
    { LOG_LEVEL: 'loud' },
    { DATABASE_POOL_SIZE: '0' },
    { DATABASE_POOL_SIZE: '2.5' },
    { JWT_SECRET: 'short' },
    { NEW_EXTRANET_URL: 'ftp://x' },
    { TEST_NOW: '2027-02-28' },
    { TEST_NOW: '2027-02-28T23:30:00' },
    { TEST_NOW: '2027-02-30T23:30:00+07:00' },
  ])('refuses %o', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('starts the clock at TEST_NOW, an instant with its offset', () => {
    expect(loadConfig({}).testNow).toBeUndefined();
    expect(loadConfig({ TEST_NOW: '2027-02-28T23:30:00+07:00' }).testNow?.toISOString()).toBe(
      '2027-02-28T16:30:00.000Z',
    );
  });
});
