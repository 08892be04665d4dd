/** The suite's clock for the app's tests (vitest.clock.ts at the workspace root: TEST_NOW). */
export { restoreTestClock } from '../../../vitest.clock';
