// After `tsc`: copy the SQL migrations next to the compiled runner, and bundle the contract once so the
// server does not load the bundler on start (it still re-bundles if an openapi/*.yaml file is newer).
import { cpSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
cpSync(here('../src/db/migrations'), here('../dist/db/migrations'), { recursive: true });
const { bundleContractFiles, BUNDLED_CONTRACT_FILE } = await import('../dist/openapi/contract.js');
writeFileSync(BUNDLED_CONTRACT_FILE, JSON.stringify(await bundleContractFiles()));
