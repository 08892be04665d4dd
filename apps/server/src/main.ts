/** Starts the server: migrate, seed demo data on an empty database, listen. Stops cleanly on SIGTERM/SIGINT. */
import { ConfigError, configuredClock, loadConfig } from './config.js';
import { migrate, openDatabase } from './db/index.js';
import { isEmpty, seedDemoData } from './seed/demo.js';
import { withConfiguredPhotoStore } from './seed/demo-photos.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // Opening the embedded database and loading the application's modules overlap: both take a while.
  const [db, { buildApp }] = await Promise.all([openDatabase(config), import('./app.js')]);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const applied = await migrate(db);
    const clock = configuredClock(config);
    const seeded =
      (await isEmpty(db)) &&
      (await withConfiguredPhotoStore(config, (photoStore) =>
        seedDemoData(db, { clock, photoStore, jwtSecret: config.jwtSecret }),
      ),
      true);
    app = await buildApp({ config, db, clock });
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    if (seeded) app.log.info('empty database: demo data written');
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }

  const engine = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(`Extranet ready at http://${shownHost}:${port}/v3/ (database: ${engine})\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      process.stderr.write(`${signal} again: exiting now\n`);
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    void app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`Could not start the server: ${message}\n`);
  process.exit(1);
});
