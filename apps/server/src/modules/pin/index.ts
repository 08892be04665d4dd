export { pinModule } from './handlers.js';
/** For operations that need the PIN: throws 403 PIN_REQUIRED without a valid proof (docs/decisions/pin.md). */
export { requirePinProof } from './proof.js';
