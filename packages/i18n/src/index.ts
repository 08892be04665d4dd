// Both languages, registered synchronously at import: for servers, scripts and tests. Apps that load one
// language at a time import `@extranet/i18n/core` instead (see README.md).
import id from './catalogs/id/index.js';
import en from './catalogs/en/index.js';
import { registerCatalog } from './core.js';

registerCatalog('id', id);
registerCatalog('en', en);

export * from './core.js';
