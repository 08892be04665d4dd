import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens are lazy modules: the first screen of a test file imports and transforms its whole module tree, which
// took over 15 s on a 2-core machine running the browser lanes beside the unit step. Every wait (findBy*,
// waitFor) of the app's tests allows this one limit (under the project's 60 s per test), not a number per test.
configure({ asyncUtilTimeout: 45_000 });

afterEach(() => {
  cleanup();
  document.cookie = 'lang=; Max-Age=0; Path=/';
  sessionStorage.clear();
});

// jsdom has no layout: the frame scrolls to the top after a navigation.
window.scrollTo = () => undefined;

// Nor rectangles: ProseMirror (the rich-text editor) asks for them when it scrolls its selection into view, and a
// form scrolls its first field in error into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () => ({
  x: 0,
  y: 0,
  top: 0,
  left: 0,
  bottom: 0,
  right: 0,
  width: 0,
  height: 0,
  toJSON: () => ({}),
});
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = noRect;
Element.prototype.getClientRects = noRects;
Element.prototype.scrollIntoView = () => undefined;
