import { notFound } from '../../http/errors.js';
import type { Handler, ServerModule } from '../types.js';
import { listOutbox } from './outbox.js';
import { startMailSender } from './sender.js';

export { enqueueMail, type OutgoingMail } from './outbox.js';

/**
 * The developer outbox exists only without SMTP and outside production: the embedded PGlite database can be
 * opened by one process only, so while the server runs this endpoint is how a developer (or an end-to-end
 * test) reads the mails; the `outbox` CLI works when the server is stopped or on PostgreSQL.
 */
export function devOutboxEnabled(smtpUrl: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  return smtpUrl === undefined && env.NODE_ENV !== 'production';
}

const getDevOutbox: Handler = async (request, _reply, ctx) => {
  if (!devOutboxEnabled(ctx.config.smtpUrl)) throw notFound();
  const { to, limit } = request.query as { to?: string; limit?: number };
  const mails = await listOutbox(ctx.db, { ...(to ? { to } : {}), ...(limit ? { limit } : {}) });
  return { mails };
};

/** Mail: the outbox (written by other modules in their transactions) and its delivery by SMTP. */
export const mailModule: ServerModule = {
  name: 'mail',
  handlers: { getDevOutbox },
  register(app, ctx) {
    const smtpUrl = ctx.config.smtpUrl;
    if (!smtpUrl) return;
    const sender = startMailSender({ db: ctx.db, smtpUrl, log: ctx.log });
    app.addHook('onClose', async () => sender.stop());
  },
};
