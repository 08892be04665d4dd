import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CurrencyField, NumberField } from '@extranet/ui/number-field';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Allotment', minValue: 0, maxValue: 25, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 5 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Allotment' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('6');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    // Clamped to the maximum.
    await expect(input).toHaveValue('25');
  },
};
export const Empty: Story = {};
export const Error: Story = { args: { defaultValue: 0, error: 'Allotment must be at least 1' } };
export const Disabled: Story = { args: { defaultValue: 5, isDisabled: true } };

export const Currency: StoryObj<typeof CurrencyField> = {
  render: (args) => <CurrencyField {...args} />,
  args: { label: 'Rate per night (IDR)', defaultValue: 1250000, maxValue: undefined },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Rate per night (IDR)' });
    // IDR: dot thousands, no decimals, in every language.
    await expect(input).toHaveValue('1.250.000');
    await userEvent.clear(input);
    await userEvent.type(input, '875000');
    await userEvent.tab();
    await expect(input).toHaveValue('875.000');
    await expect(args.onChange).toHaveBeenLastCalledWith(875000);
  },
};
export const CurrencyEmpty: StoryObj<typeof CurrencyField> = {
  render: (args) => <CurrencyField {...args} />,
  args: { label: 'Minimum price (IDR)', description: 'Price floor for all rate plans.', maxValue: undefined },
};
export const CurrencyError: StoryObj<typeof CurrencyField> = {
  render: (args) => <CurrencyField {...args} />,
  args: {
    label: 'Rate per night (IDR)',
    defaultValue: 50000,
    error: 'The rate is below the price floor (IDR 100.000)',
  },
};
