import { useCallback, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { translate, type Language } from '@extranet/i18n';
import { UiProvider } from '@extranet/ui/provider';
import { ToastProvider } from '@extranet/ui/toast';
import './preview.css';

function Providers({ language, children }: { language: Language; children: ReactNode }) {
  const t = useCallback(
    (key: string, params?: Record<string, unknown>) => translate(language, key, params),
    [language],
  );
  return (
    <UiProvider language={language} translate={t}>
      <ToastProvider>{children}</ToastProvider>
    </UiProvider>
  );
}

const withUi: Decorator = (Story, context) => (
  <Providers language={(context.globals['language'] as Language | undefined) ?? 'en'}>
    <Story />
  </Providers>
);

/** Docs pages are documents of their own: their content is the page's main landmark. */
function DocsPage(props: DocsContainerProps & { children?: ReactNode }) {
  return (
    <main>
      <DocsContainer {...props} />
    </main>
  );
}

const preview: Preview = {
  decorators: [withUi],
  globalTypes: {
    language: {
      description: 'Language of built-in strings and formatting',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    docs: { container: DocsPage },
    a11y: { test: 'error', config: { rules: [{ id: 'region', enabled: false }] } },
    options: {
      storySort: { order: ['Introduction', 'Packages', 'Foundations', 'Components', '*'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
