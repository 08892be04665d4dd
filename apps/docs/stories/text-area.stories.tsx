import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from '@extranet/ui/text-area';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Announcement', maxLength: 120, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Guests see it on your property page.' },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Announcement' });
    await userEvent.type(box, 'Pool closed');
    await expect(args.onChange).toHaveBeenLastCalledWith('Pool closed');
    await expect(canvas.getByText('11 / 120')).toBeVisible();
    await expect(canvas.getByText('11 of 120 characters')).toBeInTheDocument();
  },
};
export const Filled: Story = {
  args: { defaultValue: 'The swimming pool is closed for maintenance from 1 to 3 March.' },
};
export const OverLimit: Story = {
  args: { maxLength: 20, defaultValue: 'The swimming pool is closed for maintenance.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
/** Characters as the validation rules count them: an emoji is one, not two UTF-16 units. */
export const Emoji: Story = {
  args: { maxLength: 3, defaultValue: '😀😀😀' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 / 3')).toBeVisible();
    await expect(canvas.getByRole('textbox')).not.toHaveAttribute('aria-invalid', 'true');
  },
};
export const Error: Story = { args: { error: 'Announcement is required', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Pool closed.' } };
export const Empty: Story = { args: { maxLength: undefined, placeholder: 'Write an announcement…' } };
