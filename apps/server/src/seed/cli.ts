/** `pnpm --filter @extranet/server seed`: wipes all data and writes the demo data again. */
import { configuredClock, loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/index.js';
import { seedDemoData } from './demo.js';
import { withConfiguredPhotoStore } from './demo-photos.js';

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  await withConfiguredPhotoStore(config, (photoStore) =>
    seedDemoData(db, {
      reset: true,
      clock: configuredClock(config),
      photoStore,
      jwtSecret: config.jwtSecret,
    }),
  );
  process.stdout.write(
    `Demo data written (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}).\n`,
  );
} finally {
  await db.close();
}
