import { project } from '../../vitest.shared';

const config = project('server', {
  testTimeout: 30_000,
  hookTimeout: 120_000,
  globalSetup: ['./test/global-setup.ts'],
  // The files of a worker share one module registry: the server's modules are imported, and the contract's
  // schemas compiled (http/validation.ts, http/serialization.ts), once per worker instead of once per file.
  // Every file builds its own app on its own database, so nothing a test sees is shared.
  isolate: false,
});

// The runner passes these conditions to Node as --conditions, which also steer require(): with `import` in the
// list, pg's require('pg-pool') loads pg-pool's ESM build and fails. Node adds import/require itself.
const conditions = ['@extranet/source', 'node', 'default'];
export default {
  ...config,
  resolve: { ...config.resolve, conditions },
  ssr: {
    ...config.ssr,
    resolve: { ...config.ssr?.resolve, conditions, externalConditions: ['@extranet/source'] },
  },
};
