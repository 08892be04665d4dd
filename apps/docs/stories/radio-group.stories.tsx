import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup } from '@extranet/ui/radio-group';

const options = [
  { value: 'DAILY', label: 'Daily rates', description: 'One price per night.' },
  { value: 'LOS', label: 'Length of stay', description: 'Prices by number of nights.' },
  { value: 'OCCUPANCY', label: 'Occupancy-based', isDisabled: true },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Pricing model', options, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Daily rates/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('DAILY');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Length of stay/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('LOS');
  },
};
export const Filled: Story = { args: { defaultValue: 'LOS' } };
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'DAILY' } };
export const Error: Story = { args: { error: 'Choose a pricing model', isRequired: true } };
export const Disabled: Story = { args: { defaultValue: 'DAILY', isDisabled: true } };
