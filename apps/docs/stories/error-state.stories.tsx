import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState, errorStateNavigation } from '@extranet/ui/error-state';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The crash screen of SPEC section 2: retry reloads the page. */
export const CrashScreen: Story = {
  args: { fullPage: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, something went wrong.');
    await expect(canvas.getByRole('img')).toHaveAccessibleName();
    const reload = errorStateNavigation.reload;
    const spy = fn();
    errorStateNavigation.reload = spy;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      errorStateNavigation.reload = reload;
    }
  },
};

/** When the error names a link, retry goes there instead of reloading. */
export const WithLink: Story = {
  args: { href: '/v3/app/home' },
  play: async ({ canvas, userEvent }) => {
    const assign = errorStateNavigation.assign;
    const spy = fn();
    errorStateNavigation.assign = spy;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(spy).toHaveBeenCalledWith('/v3/app/home');
    } finally {
      errorStateNavigation.assign = assign;
    }
  },
};

export const CustomRetry: Story = {
  args: { onRetry: fn(), title: 'We could not load your bookings.', headingLevel: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
