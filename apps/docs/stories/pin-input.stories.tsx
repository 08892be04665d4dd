import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PinInput } from '@extranet/ui/pin-input';

/** Same rule as `isEasyPin` of `@extranet/validation` for the cases shown here: one digit repeated, or a run. */
const isEasy = (pin: string) =>
  /^(\d)\1+$/.test(pin) || '01234567890'.includes(pin) || '09876543210'.includes(pin);

const meta = {
  title: 'Components/PinInput',
  component: PinInput,
  args: { onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof PinInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const boxes = canvas.getAllByLabelText(/Digit \d of 6/);
    await expect(boxes).toHaveLength(6);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('482917');
    await expect(args.onComplete).toHaveBeenCalledWith('482917');
    await expect(boxes[0]).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show PIN' }));
    await expect(boxes[0]).toHaveAttribute('type', 'text');
    await expect(boxes[5]).toHaveValue('7');
  },
};

export const Filled: Story = { args: { defaultValue: '482917' } };

export const Paste: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const boxes = canvas.getAllByLabelText(/Digit \d of 6/);
    await userEvent.click(boxes[0]!);
    await userEvent.paste('135 792');
    await expect(args.onComplete).toHaveBeenCalledWith('135792');
  },
};

export const WrongPin: Story = {
  args: { defaultValue: '111222', attemptsLeft: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wrong PIN. Attempts left: 2.')).toBeVisible();
    await expect(canvas.getAllByLabelText(/Digit \d of 6/)[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Locked: Story = {
  args: { attemptsLeft: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have to create a new PIN.')).toBeVisible();
    for (const box of canvas.getAllByLabelText(/Digit \d of 6/)) await expect(box).toBeDisabled();
  },
};

export const EasyPinWarning: Story = {
  args: { label: 'New PIN', isEasy },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByLabelText(/Digit \d of 6/)[0]!);
    await userEvent.keyboard('123456');
    await expect(canvas.getByText(/easy to guess/)).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '12' } };
