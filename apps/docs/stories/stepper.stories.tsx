import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stepper } from '@extranet/ui/stepper';

const steps = [
  { id: 'property-type', label: 'Property type' },
  { id: 'general-info', label: 'General info' },
  { id: 'contact-detail', label: 'Contact details' },
  { id: 'other-platform', label: 'Other platforms' },
  { id: 'agreement', label: 'Agreement' },
  { id: 'property-detail', label: 'Property details' },
  { id: 'property-photo', label: 'Photos', description: 'At least 15 photos' },
  { id: 'general-policy', label: 'Policies' },
  { id: 'listing-detail', label: 'Listing details' },
  { id: 'payment-detail', label: 'Payment details' },
  { id: 'registration-review', label: 'Review and submit' },
];

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps, currentStep: 'contact-detail', onStepSelect: fn() },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Step 3 of 11')).toBeVisible();
    await expect(canvas.getByText('Contact details').closest('li')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: /General info/ }));
    await expect(args.onStepSelect).toHaveBeenCalledWith('general-info');
    // Upcoming steps are not links.
    await expect(canvas.queryByRole('button', { name: /Agreement/ })).toBeNull();
  },
};
export const Start: Story = { args: { currentStep: 'property-type' } };
export const LastStep: Story = { args: { currentStep: 'registration-review' } };
export const Horizontal: Story = {
  args: {
    steps: steps.slice(0, 4),
    currentStep: 'general-info',
    orientation: 'horizontal',
    onStepSelect: undefined,
  },
};
export const Interactive: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState('payment-detail');
    return <Stepper {...args} currentStep={current} onStepSelect={setCurrent} />;
  },
};
