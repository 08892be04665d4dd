/**
 * Mail: the outbox (written by every module in its transactions, db/outbox.ts), its delivery by SMTP
 * (sender.ts) and, for developers, the outbox over HTTP.
 */
import { notFound } from '../../http/errors.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { listOutbox } from './repository.js';
import { startMailSender } from './sender.js';

/**
 * The outbox over HTTP holds every mail, password-reset codes included, for anyone who can reach the server:
 * it is served only when DEV_OUTBOX=true (the test suites set it), never by default. On a developer machine
 * `pnpm outbox` reads the outbox (modules/mail/cli.ts).
 */
const handlers: OperationHandlers = {
  getDevOutbox: async (request, _reply, ctx) => {
    if (!ctx.config.devOutbox) throw notFound();
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
