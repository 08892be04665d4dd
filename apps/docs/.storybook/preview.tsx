import { useCallback, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
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
    a11y: { test: 'error', config: { rules: [{ id: 'region', enabled: false }] } },
    options: {
      storySort: { order: ['Introduction', 'Packages', 'Foundations', 'Components', '*'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
