export { vars, lightTheme } from './tokens.css.js';
export { focusRing, visuallyHidden } from './shared.css.js';
