import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '@extranet/ui/text-field';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Property name', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'e.g. Hotel Demo Jakarta', description: 'As guests see it on the marketplace.' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Property name' });
    await userEvent.type(input, 'Villa Sunset');
    await expect(input).toHaveValue('Villa Sunset');
    await expect(args.onChange).toHaveBeenLastCalledWith('Villa Sunset');
  },
};

export const Filled: Story = { args: { defaultValue: 'Hotel Demo Jakarta' } };

export const Required: Story = { args: { isRequired: true, label: 'E-mail', type: 'email' } };

export const Error: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'owner@',
    error: 'E-mail is not valid',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('E-mail is not valid');
  },
};

export const Disabled: Story = { args: { defaultValue: 'Hotel Demo Jakarta', isDisabled: true } };

export const WithPrefix: Story = {
  args: { label: 'Website', prefix: 'https://', defaultValue: 'demo.example' },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'Extranet#2026' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <>
        <TextField {...args} value={value} onChange={setValue} />
        <p style={{ fontSize: 13 }}>Value: {value || '—'}</p>
      </>
    );
  },
};
