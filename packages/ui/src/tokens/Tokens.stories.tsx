import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints } from './breakpoints.ts';

// A live view of the semantic tokens: switch brand and theme in the toolbar to compare them.
const COLOR_TOKENS = [
  ['--color-bg-default', '--color-fg-default'],
  ['--color-bg-subtle', '--color-fg-muted'],
  ['--color-bg-muted', '--color-fg-default'],
  ['--color-bg-inverse', '--color-fg-inverse'],
  ['--color-brand', '--color-fg-on-brand'],
  ['--color-brand-hover', '--color-fg-on-brand'],
  ['--color-brand-subtle', '--color-fg-brand'],
  ['--color-danger', '--color-fg-on-danger'],
  ['--color-danger-subtle', '--color-danger'],
  ['--color-success-subtle', '--color-success'],
  ['--color-warning-subtle', '--color-warning'],
  ['--color-info-subtle', '--color-info'],
] as const;

const SPACING = [
  '--space-1',
  '--space-2',
  '--space-3',
  '--space-4',
  '--space-6',
  '--space-8',
  '--space-12',
  '--space-16',
];

function ColorTokens() {
  return (
    <div
      style={{
        display: 'grid',
        gap: 'var(--space-3)',
        gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
      }}
    >
      {COLOR_TOKENS.map(([background, foreground]) => (
        <div
          key={background}
          style={{
            background: `var(${background})`,
            color: `var(${foreground})`,
            border: '1px solid var(--color-border-default)',
            borderRadius: 'var(--radius-lg)',
            padding: 'var(--space-4)',
            fontSize: 'var(--font-size-sm)',
          }}
        >
          <strong>{background}</strong>
          <br />
          text: {foreground}
        </div>
      ))}
    </div>
  );
}

function SpacingTokens() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
      {SPACING.map((token) => (
        <div
          key={token}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 'var(--space-3)',
            fontSize: 'var(--font-size-sm)',
          }}
        >
          <code style={{ width: '7rem' }}>{token}</code>
          <span
            style={{
              width: `var(${token})`,
              height: 'var(--space-4)',
              background: 'var(--color-brand)',
            }}
          />
        </div>
      ))}
    </div>
  );
}

// Breakpoints: the same numbers as `--breakpoint-*`; media queries must use one of them.
function BreakpointTokens() {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 'var(--font-size-sm)' }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'start', paddingInlineEnd: 'var(--space-6)' }}>breakpoints.ts</th>
          <th style={{ textAlign: 'start', paddingInlineEnd: 'var(--space-6)' }}>CSS token</th>
          <th style={{ textAlign: 'end' }}>width</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(breakpoints).map(([name, pixels]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <code>
                --breakpoint-{name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}
              </code>
            </td>
            <td style={{ textAlign: 'end' }}>{pixels} px</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Tokens',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = { render: () => <ColorTokens /> };

export const Spacing: Story = { render: () => <SpacingTokens /> };

export const Breakpoints: Story = { render: () => <BreakpointTokens /> };
