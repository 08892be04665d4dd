// The built server (dist/main.js, as `pnpm start` runs it) or, without a build, its sources through tsx, in
// a process of its own for the benches that measure it from outside (auth.bench.mjs, http.bench.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(serverDir, 'dist', 'main.js');
/** Which one runs: 'dist' or 'tsx' (slower to start; the figures say which). */
export const runner = existsSync(dist) ? 'dist' : 'tsx';

/** Starts the server on 127.0.0.1:`port` without mail; `env` adds to or overrides the environment. */
export function startServer(port, env = {}) {
  const args =
    runner === 'dist'
      ? [dist]
      : ['--conditions=@extranet/source', '--import', 'tsx', path.join(serverDir, 'src', 'main.ts')];
  return spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SMTP_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves when `${base}/readyz` answers 200, polling every `pollMs`; rejects when the process exits first. */
export async function waitReady(base, child, { timeoutMs = 180_000, pollMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error('server not ready in time');
}

/** Stops the server with SIGTERM and resolves when it has exited. */
export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
