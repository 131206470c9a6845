import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ComponentStory } from '../../../storybook/ComponentStory.tsx';
import { MetricChart } from './MetricChart.tsx';
import type { MetricPoint } from './serverMetrics.ts';

// One chart of the charts tab with fixture data: a day of 5-minute points shaped like the
// sandbox's (quiet at night, busiest in the afternoon).
const END = Date.parse('2030-01-01T12:00:00Z');
const STEP = 300_000;
const day = (level: number, swing: number): MetricPoint[] =>
  Array.from({ length: 288 }, (_, index) => {
    const time = END - (287 - index) * STEP;
    const phase = (2 * Math.PI * index) / 288;
    return {
      time,
      value: level + swing * (1 - Math.cos(phase)) * 0.5 + (index % 7) * swing * 0.02,
    };
  });
const percent = (value: number) => `${value.toFixed(1)} %`;
const rate = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB/s`;
const time = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
const hour = (ms: number) => new Date(ms).toISOString().slice(11, 16);

const meta = {
  title: 'Portal/Servers/Metric chart',
  component: MetricChart,
  args: {
    title: 'CPU',
    rangeName: 'last 24 hours',
    start: END - 86_400_000,
    end: END,
    format: percent,
    formatTime: time,
    formatTick: hour,
    minYMax: 100,
    width: 560,
    lines: [{ id: 'cpu', label: 'CPU', points: day(8, 40) }],
  },
  render: (args, context) => (
    <ComponentStory globals={context.globals} namespaces={['servers']}>
      <div style={{ maxWidth: 600 }}>
        <MetricChart {...args} />
      </div>
    </ComponentStory>
  ),
} satisfies Meta<typeof MetricChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line in % of the vCPUs, with its summary. */
export const Cpu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = await canvas.findByRole('img', { name: 'CPU, last 24 hours' });
    // The line appears once the series has registered its data (an effect).
    await waitFor(() => expect(picture.querySelector('path[d^="M"]')).not.toBeNull());
    await expect(canvas.getByText(/^CPU: latest .+, average .+, maximum .+\.$/)).toBeVisible();
  },
};

/** Two lines (read and write) in bytes per second. */
export const Disk: Story = {
  args: {
    title: 'Disk',
    format: rate,
    minYMax: 0,
    lines: [
      { id: 'read', label: 'Read', points: day(1_000_000, 3_000_000) },
      { id: 'write', label: 'Write', points: day(500_000, 5_000_000) },
    ],
  },
};

/** No points for the period: says so instead of an empty frame. */
export const NoData: Story = {
  args: { lines: [{ id: 'cpu', label: 'CPU', points: [] }] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No data yet for this period.'),
    ).toBeVisible();
  },
};
