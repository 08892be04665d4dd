import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens are lazy modules: the first import of one can take a moment under a parallel run.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  document.cookie = 'lang=; Max-Age=0; Path=/';
  sessionStorage.clear();
});

// jsdom has no layout: the frame scrolls to the top after a navigation.
window.scrollTo = () => undefined;
