import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, type TestApp } from '../../../test/helpers.js';
import { enqueueMail } from '../../db/outbox.js';
import { listOutbox, MAX_DELIVERY_ATTEMPTS } from './repository.js';
import { startMailSender } from './sender.js';

/** A minimal SMTP server: accepts every mail, or refuses every recipient with 550. */
async function fakeSmtp(options: { refuseRecipients?: boolean } = {}) {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    socket.write('220 fake ESMTP\r\n');
    let buffer = '';
    let data: string[] | null = null;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push(data.join('\n'));
            data = null;
            socket.write('250 OK queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
        else if (verb === 'RCPT')
          socket.write(options.refuseRecipients ? '550 No such user\r\n' : '250 OK\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 Go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else socket.write('502 Not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const mail = (to: string) => ({
  to,
  subject: 'Kode verifikasi: 1234',
  text: 'Kode Anda 1234',
  html: '<p>1234</p>',
  kind: 'otp.REGISTER',
  lang: 'id',
});

describe('mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('delivers due mails by SMTP and marks them sent', async () => {
    const smtp = await fakeSmtp();
    const sender = startMailSender({ db: t.db, smtpUrl: smtp.url, intervalMs: 60_000 });
    try {
      const id = await enqueueMail(t.db, mail('Owner@Example.com'));
      expect(await sender.tick()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('owner@example.com');
      expect(smtp.received[0]).toContain('Kode verifikasi');
      const [row] = await listOutbox(t.db, { to: 'owner@example.com' });
      expect(row).toMatchObject({ id, status: 'sent', attempts: 0, lastError: null });
      expect(row?.sentAt).not.toBeNull();
      // Nothing is sent twice.
      expect(await sender.tick()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it('retries a failed delivery later and gives up after the last attempt', async () => {
    const smtp = await fakeSmtp({ refuseRecipients: true });
    const sender = startMailSender({ db: t.db, smtpUrl: smtp.url, intervalMs: 60_000 });
    try {
      const id = await enqueueMail(t.db, mail('refused@example.com'));
      expect(await sender.tick()).toBe(1);
      let [row] = await listOutbox(t.db, { to: 'refused@example.com' });
      expect(row).toMatchObject({ id, status: 'pending', attempts: 1 });
      expect(row?.lastError).toMatch(/550/);
      // Not due yet: the retry waits.
      expect(await sender.tick()).toBe(0);
      for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
        await t.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1`, [id]);
        expect(await sender.tick()).toBe(1);
      }
      [row] = await listOutbox(t.db, { to: 'refused@example.com' });
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
      await t.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1`, [id]);
      expect(await sender.tick()).toBe(0);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it('reclaims a mail whose sender died while sending', async () => {
    const smtp = await fakeSmtp();
    const sender = startMailSender({ db: t.db, smtpUrl: smtp.url, intervalMs: 60_000 });
    try {
      const id = await enqueueMail(t.db, mail('crashed@example.com'));
      await t.db.query(
        `UPDATE mail_outbox SET status = 'sending', next_attempt_at = now() + interval '2 minutes' WHERE id = $1`,
        [id],
      );
      expect(await sender.tick()).toBe(0);
      await t.db.query(`UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1`, [
        id,
      ]);
      expect(await sender.tick()).toBe(1);
      expect((await listOutbox(t.db, { to: 'crashed@example.com' }))[0]?.status).toBe('sent');
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it('shows the outbox over HTTP only when DEV_OUTBOX=true (the test suites set it)', async () => {
    await enqueueMail(t.db, mail('dev@example.com'));
    const open = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=dev@example.com&limit=5' });
    expect(open.statusCode).toBe(200);
    await expectContract(open, 'getDevOutbox');
    expect(open.json().mails[0]).toMatchObject({
      to: 'dev@example.com',
      kind: 'otp.REGISTER',
      text: 'Kode Anda 1234',
    });

    // The server's default (`pnpm start` with nothing set): a password-reset code must not be readable.
    const byDefault = await createTestApp({ env: { DEV_OUTBOX: '' } });
    try {
      await enqueueMail(byDefault.db, mail('dev@example.com'));
      const closed = await byDefault.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(closed.statusCode).toBe(404);
      await expectContract(closed, 'getDevOutbox');
      expect(closed.body).not.toContain('1234');
    } finally {
      await byDefault.close();
    }
  });
});
