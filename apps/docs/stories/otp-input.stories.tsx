import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { OtpInput } from '@extranet/ui/otp-input';

const meta = {
  title: 'Components/OtpInput',
  component: OtpInput,
  args: {
    description: 'We sent a 4-digit code to budi@hotel.co.id.',
    onChange: fn(),
    onComplete: fn(),
    onResend: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { resendAvailableAt: Date.now() + 60_000 },
  play: async ({ canvas, userEvent, args }) => {
    const boxes = canvas.getAllByLabelText(/Digit \d of 4/);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('4');
    await expect(boxes[1]).toHaveFocus();
    await userEvent.keyboard('821');
    await expect(args.onComplete).toHaveBeenCalledWith('4821');
    await expect(canvas.getByRole('button', { name: /Resend code in/ })).toBeDisabled();
  },
};

export const Filled: Story = { args: { defaultValue: '4821', resendAvailableAt: Date.now() + 30_000 } };

export const ResendAvailable: Story = {
  args: { resendAvailableAt: Date.now() - 1000 },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Resend code' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Resend code' })).not.toHaveAttribute('aria-busy'),
    );
  },
};

export const Sending: Story = {
  args: { resendAvailableAt: Date.now() - 1000, onResend: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WrongCode: Story = {
  args: { defaultValue: '1234', errorMessage: 'The code is wrong. 2 attempts left.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The code is wrong. 2 attempts left.')).toBeVisible();
    await expect(canvas.getAllByLabelText(/Digit \d of 4/)[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, resendAvailableAt: Date.now() + 60_000 } };
