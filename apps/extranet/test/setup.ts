import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  document.cookie = 'lang=; Max-Age=0; Path=/';
  sessionStorage.clear();
});

// jsdom has no layout: the frame scrolls to the top after a navigation.
window.scrollTo = () => undefined;
