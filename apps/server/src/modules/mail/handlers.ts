/**
 * Mail: the outbox (written by every module in its transactions, db/outbox.ts), its delivery by SMTP
 * (sender.ts) and, for developers, the outbox over HTTP.
 */
import { notFound } from '../../http/errors.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { listOutbox } from './repository.js';
import { startMailSender } from './sender.js';

/**
 * The developer outbox exists only without SMTP and outside production: the embedded PGlite database can be
 * opened by one process only, so while the server runs this endpoint is how a developer (or an end-to-end
 * test) reads the mails; the `outbox` CLI works when the server is stopped or on PostgreSQL.
 */
export function devOutboxEnabled(smtpUrl: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  return smtpUrl === undefined && env.NODE_ENV !== 'production';
}

const handlers: OperationHandlers = {
  getDevOutbox: async (request, _reply, ctx) => {
    if (!devOutboxEnabled(ctx.config.smtpUrl)) throw notFound();
    const { to, limit } = request.query;
    return { mails: await listOutbox(ctx.db, { ...(to ? { to } : {}), ...(limit ? { limit } : {}) }) };
  },
};

export const mailModule: ServerModule = {
  name: 'mail',
  handlers,
  register(app, ctx) {
    const smtpUrl = ctx.config.smtpUrl;
    if (!smtpUrl) return;
    const sender = startMailSender({ db: ctx.db, smtpUrl, log: ctx.log });
    app.addHook('onClose', async () => sender.stop());
  },
};
