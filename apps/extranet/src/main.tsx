import './shared/csp-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './shared/styles/global.css';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { loadLanguage } from '@extranet/i18n';
import { readLangCookie } from './shared/i18n/language';
import { publicLanguageOf } from './shared/i18n/public-language';

// Only the catalogs of the language shown load, beside the first screen's code (the router starts loading it
// when created): the chosen one (cookie) and the one a public page's address names (/v3/en/...).
const languages = new Set([readLangCookie(), publicLanguageOf(window.location.pathname)]);
const catalogs = Promise.all([...languages].map(loadLanguage));
const queryClient = createQueryClient();
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// Offline: render anyway, the app's own messages show their keys and the next load retries.
catalogs.then(
  () => render(container),
  () => render(container),
);
