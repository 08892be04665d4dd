import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination } from '@extranet/ui/pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 25, total: 1234, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    const [size, setSize] = useState(args.pageSize);
    return (
      <Pagination
        {...args}
        page={page}
        pageSize={size}
        pageSizeOptions={[25, 50, 100]}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange(p);
        }}
        onPageSizeChange={(s) => {
          setSize(s);
          setPage(1);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('26–50 of 1,234')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 50' }));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '100');
    await expect(canvas.getByRole('button', { name: 'Page 13' })).toBeVisible();
  },
};
export const Middle: Story = { args: { page: 20 } };
export const SinglePage: Story = { args: { total: 8 } };
export const Empty: Story = { args: { total: 0 } };
