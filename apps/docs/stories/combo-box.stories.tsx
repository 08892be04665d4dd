import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ComboBox, type ComboBoxOption } from '@extranet/ui/combo-box';

const cities: ComboBoxOption[] = [
  { id: 'jkt', label: 'Jakarta', detail: 'DKI Jakarta' },
  { id: 'bdg', label: 'Bandung', detail: 'Jawa Barat' },
  { id: 'dps', label: 'Denpasar', detail: 'Bali' },
  { id: 'ubd', label: 'Ubud', detail: 'Bali' },
  { id: 'yog', label: 'Yogyakarta', detail: 'DI Yogyakarta' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox<string>,
  args: { label: 'City', options: cities, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'ba');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['BandungJawa Barat']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('bdg');
    await expect(input).toHaveValue('Bandung');
  },
};
export const Filled: Story = { args: { defaultValue: 'dps' } };
export const Error: Story = { args: { error: 'Choose a city from the list', isRequired: true } };
export const Disabled: Story = { args: { defaultValue: 'jkt', isDisabled: true } };
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'zzz');
    await expect(await screen.findByText('No results')).toBeVisible();
  },
};

/** Server search: typed text goes out, results come back after a delay. */
export const Loading: Story = {
  render: function Render(args) {
    const [text, setText] = useState('');
    const [loading, setLoading] = useState(false);
    const [results, setResults] = useState<ComboBoxOption[]>([]);
    const search = useMemo(() => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      return (q: string) => {
        clearTimeout(timer);
        setLoading(true);
        timer = setTimeout(() => {
          setResults(cities.filter((c) => c.label.toLowerCase().includes(q.toLowerCase())));
          setLoading(false);
        }, 400);
      };
    }, []);
    return (
      <ComboBox
        {...args}
        options={results}
        filterLocally={false}
        inputValue={text}
        onInputChange={(q) => {
          setText(q);
          search(q);
        }}
        isLoading={loading}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'City' }), 'ja');
    await waitFor(() => expect(screen.getByRole('option', { name: /Jakarta/ })).toBeVisible(), {
      timeout: 3000,
    });
  },
};
