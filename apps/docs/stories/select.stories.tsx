import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Select } from '@extranet/ui/select';

const options = [
  { id: 'HOTEL', label: 'Hotel' },
  { id: 'VILLA', label: 'Villa' },
  { id: 'APARTMENT', label: 'Apartment' },
  { id: 'GUEST_HOUSE', label: 'Guest house', isDisabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select<string>,
  args: { label: 'Property type', options, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Select<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Property type/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Villa' }));
    await expect(args.onChange).toHaveBeenCalledWith('VILLA');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: /Property type/ })).toHaveTextContent('Villa');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Property type/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('VILLA');
  },
};

export const Filled: Story = { args: { defaultValue: 'HOTEL' } };
export const Error: Story = { args: { error: 'Choose the property type', isRequired: true } };
export const Disabled: Story = { args: { defaultValue: 'HOTEL', isDisabled: true } };
/** No options to choose from yet (e.g. no rooms created): the select shows its placeholder and stays empty. */
export const Empty: Story = {
  args: { options: [], placeholder: 'No rooms yet', description: 'Create a room first.' },
};
