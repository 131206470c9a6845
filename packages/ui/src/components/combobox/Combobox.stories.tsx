import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Combobox, type ComboboxOption } from './Combobox.tsx';

const REGIONS: ComboboxOption[] = [
  { value: 'eu-west2', label: 'Amsterdam', description: 'eu-west2' },
  { value: 'eu-central1', label: 'Frankfurt', description: 'eu-central1' },
  { value: 'eu-north1', label: 'Stockholm', description: 'eu-north1' },
  { value: 'us-east1', label: 'New York', description: 'Sold out', disabled: true },
  { value: 'us-west1', label: 'San Francisco', description: 'us-west1' },
  { value: 'ap-south1', label: 'Singapore', description: 'ap-south1' },
  { value: 'af-south1', label: 'Johannesburg', description: 'af-south1' },
];

const IMAGES: ComboboxOption[] = Array.from({ length: 60 }, (_, index) => ({
  value: `image-${index}`,
  label: `Ubuntu 24.04 build ${String(index + 1).padStart(2, '0')}`,
}));

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: {
    label: 'Region',
    options: REGIONS,
    emptyMessage: 'No regions found',
    placeholder: 'Search regions',
    onValueChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    disabled: { control: 'boolean' },
  },
  decorators: [(Story) => <div style={{ minHeight: 320, width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Region' });
    await userEvent.type(input, 'FRANK');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Frankfurt');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenCalledWith('eu-central1');
  },
};

export const WithValue: Story = { args: { defaultValue: 'eu-west2' } };

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Region' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Region' }), 'Berlin');
    await expect(canvas.getByRole('status')).toHaveTextContent('No regions found');
  },
};

export const WithHint: Story = { args: { hint: 'Prices differ between regions.' } };

export const WithError: Story = { args: { required: true, error: 'Choose a region.' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'eu-west2' } };

export const LongList: Story = {
  args: { label: 'Image', options: IMAGES, emptyMessage: 'No images found', placeholder: '' },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [region, setRegion] = useState<string | null>('ap-south1');
    return (
      <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <Combobox
          {...args}
          value={region}
          onValueChange={(next) => {
            setRegion(next);
            args.onValueChange?.(next);
          }}
        />
        <output>Chosen: {region ?? 'nothing'}</output>
      </div>
    );
  },
};
