/**
 * The page's Content-Security-Policy lets style elements through only with the nonce the server wrote into
 * `<meta name="csp-nonce">` (apps/server/src/http/security-headers.ts). A dialog's scroll lock
 * (react-remove-scroll, under Radix) adds one at run time and takes its nonce from `__webpack_nonce__`.
 * Imported first by main.tsx, before anything that may add a style element.
 */
declare global {
  var __webpack_nonce__: string | undefined;
}

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) globalThis.__webpack_nonce__ = nonce;

export {};
