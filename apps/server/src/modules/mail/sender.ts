import nodemailer from 'nodemailer';
import type { Database } from '../../db/index.js';
import { claimDueMails, markFailed, markSent } from './repository.js';

export interface MailSenderOptions {
  db: Database;
  smtpUrl: string;
  /** The From address; defaults to the SMTP user or no-reply@localhost. */
  from?: string;
  intervalMs?: number;
  batchSize?: number;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

export interface MailSender {
  /** Sends what is due now (also used by tests and by the loop). Returns how many were attempted. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/** Delivers the outbox over SMTP in the background: claim due mails, send, mark sent or schedule a retry. */
export function startMailSender(options: MailSenderOptions): MailSender {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const smtpUser = safeUser(options.smtpUrl);
  const from =
    options.from ?? process.env.MAIL_FROM ?? (smtpUser?.includes('@') ? smtpUser : 'no-reply@localhost');
  const batchSize = options.batchSize ?? 10;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function sendDue(): Promise<number> {
    const mails = await claimDueMails(options.db, batchSize);
    for (const mail of mails) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        await markSent(options.db, mail.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.log?.warn({ mailId: mail.id, err: message }, 'mail delivery failed');
        await markFailed(options.db, mail.id, message);
      }
    }
    return mails.length;
  }

  function tick(): Promise<number> {
    if (running) return running;
    running = sendDue().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped)
      tick().catch((error: unknown) => options.log?.warn({ err: String(error) }, 'mail sender tick failed'));
  }, options.intervalMs ?? 2000);
  timer.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}

function safeUser(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).username) || undefined;
  } catch {
    return undefined;
  }
}
