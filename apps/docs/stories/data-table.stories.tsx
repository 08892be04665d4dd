import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '@extranet/ui/button';
import { DataTable, type ColumnDef, type SortingState } from '@extranet/ui/data-table';
import { EmptyState } from '@extranet/ui/empty-state';
import { StatusPill } from '@extranet/ui/badge';

interface Booking {
  id: string;
  guest: string;
  room: string;
  checkIn: string;
  nights: number;
  total: number;
  status: 'CONFIRMED' | 'CANCELLED' | 'PENDING';
}

const guests = ['Ayu Lestari', 'Budi Santoso', 'Citra Dewi', 'Dimas Pratama', 'Eka Putri', 'Fajar Nugroho'];
const rooms = ['Deluxe Double', 'Superior Twin', 'Family Suite', 'Garden Villa'];
const statuses: Booking['status'][] = ['CONFIRMED', 'CONFIRMED', 'PENDING', 'CANCELLED'];

/** Deterministic sample bookings, so screenshots and tests are stable. */
function bookings(count: number): Booking[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `BK-${String(100000 + i)}`,
    guest: guests[i % guests.length]!,
    room: rooms[(i * 7) % rooms.length]!,
    checkIn: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
    nights: (i % 5) + 1,
    total: ((i % 5) + 1) * (850000 + ((i * 37) % 9) * 125000),
    status: statuses[(i * 3) % statuses.length]!,
  }));
}

const idr = new Intl.NumberFormat('id-ID');
const tone = { CONFIRMED: 'success', PENDING: 'warning', CANCELLED: 'neutral' } as const;
const statusLabel = { CONFIRMED: 'Confirmed', PENDING: 'Pending', CANCELLED: 'Cancelled' } as const;

const columns: ColumnDef<Booking, unknown>[] = [
  { accessorKey: 'id', header: 'Booking' },
  { accessorKey: 'guest', header: 'Guest' },
  { accessorKey: 'room', header: 'Room', enableSorting: false },
  { accessorKey: 'checkIn', header: 'Check-in' },
  { accessorKey: 'nights', header: 'Nights', meta: { align: 'right' } },
  {
    accessorKey: 'total',
    header: 'Total (IDR)',
    meta: { align: 'right' },
    cell: ({ getValue }) => idr.format(getValue() as number),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <StatusPill tone={tone[row.original.status]}>{statusLabel[row.original.status]}</StatusPill>
    ),
  },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Booking>,
  args: {
    'aria-label': 'Bookings',
    columns,
    data: bookings(8),
    getRowId: (row: Booking) => row.id,
  },
} satisfies Meta<typeof DataTable<Booking>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Bookings' });
    await expect(table).toBeVisible();
    const guestHeader = canvas.getByRole('columnheader', { name: /Guest/ });
    await expect(guestHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: /Guest/ }));
    await expect(guestHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstGuest = () => canvas.getAllByRole('row')[1]!.querySelectorAll('td')[1]!.textContent;
    await expect(firstGuest()).toBe('Ayu Lestari');
    await userEvent.click(canvas.getByRole('button', { name: /Guest/ }));
    await expect(guestHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstGuest()).toBe('Fajar Nugroho');
  },
};

export const Selection: Story = {
  args: {
    enableRowSelection: (row: Booking) => row.status !== 'CANCELLED',
    getRowLabel: (row: Booking) => `Select ${row.id}`,
    onRowSelectionChange: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select BK-100000' }));
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ 'BK-100000': true });
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(canvas.getByText('6 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select BK-100001' })).toBeDisabled();
  },
};

/** The server sorts and pages; the table shows one page and asks for others. */
export const ServerSide: Story = {
  render: function Render(args) {
    const all = useMemo(() => bookings(137), []);
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(10);
    const [sorting, setSorting] = useState<SortingState>([{ id: 'checkIn', desc: false }]);
    const rows = useMemo(() => {
      const sorted = [...all];
      const rule = sorting[0];
      if (rule) {
        const key = rule.id as keyof Booking;
        sorted.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (rule.desc ? -1 : 1));
      }
      return sorted.slice((page - 1) * pageSize, page * pageSize);
    }, [all, page, pageSize, sorting]);
    return (
      <DataTable
        {...args}
        data={rows}
        manualSorting
        sorting={sorting}
        onSortingChange={(s) => {
          setSorting(s);
          setPage(1);
        }}
        pagination={{
          page,
          pageSize,
          total: all.length,
          onPageChange: setPage,
          pageSizeOptions: [10, 25, 50],
          onPageSizeChange: (s) => {
            setPageSize(s);
            setPage(1);
          },
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('1–10 of 137')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('11–20 of 137')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
  },
};

/** 5,000 rows in a fixed-height area: only the visible rows are in the DOM; the header sticks. */
export const Virtualized: Story = {
  args: { data: bookings(5000), maxHeight: 420 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bookings' });
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(5));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'Bookings' });
    region.scrollTop = 48 * 2500;
    await waitFor(() => expect(canvas.getByText('BK-102500')).toBeInTheDocument());
  },
};

export const Loading: Story = {
  args: { loading: true, data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading data');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No data to show' })).toBeVisible();
  },
};

export const EmptyWithAction: Story = {
  args: {
    data: [],
    empty: (
      <EmptyState
        title="No bookings match your search"
        description="Try other dates or clear the filters."
        headingLevel={3}
        actions={<Button variant="secondary">Clear filters</Button>}
      />
    ),
  },
};
