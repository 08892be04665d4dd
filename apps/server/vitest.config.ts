import { project } from '../../vitest.shared';

const config = project('server', {
  testTimeout: 30_000,
  hookTimeout: 120_000,
  globalSetup: ['./test/global-setup.ts'],
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
