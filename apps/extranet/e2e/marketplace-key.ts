/** The marketplace's API key of the end-to-end server (global-setup sets MARKETPLACE_API_KEY to it). */
export const E2E_MARKETPLACE_KEY = 'e2e-marketplace-key';
