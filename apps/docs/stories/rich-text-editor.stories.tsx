import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { RichTextEditor } from '@extranet/ui/rich-text';

const meta = {
  title: 'Components/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Property description',
    description: 'What guests should know: rooms, facilities, surroundings.',
    maxLength: 1000,
    placeholder: 'Describe your property',
    onChange: fn(),
  },
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Property description' });
    await userEvent.click(box);
    await userEvent.keyboard('Quiet villa');
    await waitFor(() => expect(canvas.getByText('11 of 1000 characters')).toBeVisible());
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Quiet villa</p>',
      expect.objectContaining({ length: 11 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' by the sea');
    await waitFor(() => expect(box.querySelector('strong')?.textContent).toBe(' by the sea'));
  },
};

export const Filled: Story = {
  args: {
    defaultValue:
      '<p><strong>Villa Demo Bali</strong> sits in the rice fields of Ubud, <em>ten minutes</em> from the market.</p><ul><li><p>Private pool</p></li><li><p>Breakfast included</p></li></ul><p>Read our <a href="https://example.com/house-rules">house rules</a>.</p>',
  },
};

export const AddLink: Story = {
  args: { defaultValue: '<p>See the map</p>' },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Property description' });
    await userEvent.tripleClick(box.querySelector('p')!);
    await userEvent.click(canvas.getByRole('button', { name: 'Add link' }));
    const url = canvas.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(url, 'javascript:alert(1){Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('http://');
    await userEvent.clear(url);
    await userEvent.type(url, 'maps.example.com{Enter}');
    await waitFor(() => expect(box.querySelector('a')).toHaveAttribute('href', 'https://maps.example.com/'));
  },
};

export const TooLong: Story = {
  args: { maxLength: 20, defaultValue: '<p>This description is longer than allowed.</p>' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Property description' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('The text is longer than 20 characters.')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Description is required.' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '<p>Approved text, locked while the review runs.</p>' },
};
