/**
 * `pnpm --filter @extranet/server outbox [--to <e-mail>] [--limit <n>] [--json]`: prints the latest mails of
 * the outbox, newest first.
 *
 * The embedded PGlite database may be opened by one process only, so while the server runs the CLI asks the
 * server (GET /api/v1/dev/outbox on HOST:PORT, served only when the server runs with DEV_OUTBOX=true); when
 * nothing answers there, it opens the database itself (DATA_DIR or DATABASE_URL).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/index.js';
import { listOutbox, type OutboxMail } from './repository.js';

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    limit: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  process.stdout.write(
    'Usage: pnpm --filter @extranet/server outbox [--to <e-mail>] [--limit <n>] [--json]\n',
  );
  process.exit(0);
}

const limit = Math.min(Math.max(Number(values.limit) || 10, 1), 200);
const config = loadConfig();

/** The server answered but does not serve the outbox (DEV_OUTBOX is off). */
const OUTBOX_OFF = 'off';

async function fromRunningServer(): Promise<OutboxMail[] | typeof OUTBOX_OFF | null> {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const query = new URLSearchParams({ limit: String(limit), ...(values.to ? { to: values.to } : {}) });
  try {
    const response = await fetch(`http://${host}:${config.port}/api/v1/dev/outbox?${query}`, {
      signal: AbortSignal.timeout(2000),
    });
    if (response.status === 404) return OUTBOX_OFF;
    if (!response.ok) return null;
    return ((await response.json()) as { mails: OutboxMail[] }).mails;
  } catch {
    return null;
  }
}

async function fromDatabase(): Promise<OutboxMail[]> {
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pgdata'))) {
    process.stderr.write(`No database in ${config.dataDir} yet: start the server once (or set DATA_DIR).\n`);
    return [];
  }
  const db = await openDatabase(config);
  try {
    return await listOutbox(db, { limit, ...(values.to ? { to: values.to } : {}) });
  } finally {
    await db.close();
  }
}

const fromServer = await fromRunningServer();
if (fromServer === OUTBOX_OFF && !config.databaseUrl) {
  // The embedded database is the running server's: opening it from a second process is not possible.
  process.stderr.write(
    `The server at ${config.host}:${config.port} holds the embedded database and does not serve its outbox.\n` +
      'Stop the server and run this again, or restart it with DEV_OUTBOX=true (never in production).\n',
  );
  process.exit(1);
}
const mails = Array.isArray(fromServer) ? fromServer : await fromDatabase();
if (values.json) {
  process.stdout.write(`${JSON.stringify(mails, null, 2)}\n`);
} else if (mails.length === 0) {
  process.stdout.write('The outbox is empty.\n');
} else {
  for (const mail of mails) {
    process.stdout.write(
      [
        `#${mail.id}  ${mail.createdAt}  ${mail.status}${mail.lastError ? ` (${mail.lastError})` : ''}`,
        `To: ${mail.to}`,
        `Kind: ${mail.kind} (${mail.lang})`,
        `Subject: ${mail.subject}`,
        '',
        mail.text,
        '-'.repeat(72),
        '',
      ].join('\n'),
    );
  }
}
