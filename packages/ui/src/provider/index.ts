export { UiProvider, useUi, useUiText } from './ui-provider.js';
export type { UiProviderProps, UiContextValue, UiTranslate } from './ui-provider.js';
