import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestDatabase, FROM_SCRATCH_MS, testDatabaseKind } from './helpers.js';

const serverDir = path.resolve(import.meta.dirname, '..');

it(
  'starts on an empty database (migrate, seed, listen) and stops cleanly on SIGTERM',
  async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-main-'));
    const pg = testDatabaseKind() === 'postgres' ? await createTestDatabase({ migrate: false }) : null;
    const child = spawn(
      process.execPath,
      ['--conditions=@extranet/source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: serverDir,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: '0',
          LOG_LEVEL: 'warn',
          DATABASE_URL: pg?.url ?? '',
          JWT_SECRET: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const m = /Extranet ready at (http:\/\/\S+)\/v3\//.exec(output);
          if (m?.[1]) {
            clearInterval(timer);
            resolve(m[1]);
          } else if (child.exitCode !== null) {
            clearInterval(timer);
            reject(new Error(`server exited: ${output}`));
          }
        }, 50);
      });
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(200);
      const hotels = await fetch(`${url}/api/v1/hotels`);
      expect(hotels.status).toBe(401);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await pg?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  FROM_SCRATCH_MS,
);
