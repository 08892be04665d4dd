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
