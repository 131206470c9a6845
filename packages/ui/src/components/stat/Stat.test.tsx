import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Stat } from './Stat.tsx';

describe('Stat', () => {
  it('is a group named by its label, showing value and hint', () => {
    render(<Stat label="Servers" value="12" hint="In 3 regions" />);
    const group = screen.getByRole('group', { name: 'Servers' });
    expect(group.textContent).toBe('Servers12In 3 regions');
  });

  it('announces the trend with its accessible text, not the arrow and short value', () => {
    render(
      <Stat
        label="Monthly spend"
        value="$42.10"
        trend="up"
        trendValue="+12%"
        trendLabel="Up 12% from October"
      />,
    );
    const visual = screen.getByText('+12%');
    expect(visual.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Up 12% from October')).toBeDefined();
  });

  it('colours up as positive and down as negative unless told otherwise', () => {
    render(
      <>
        <Stat label="A" value="1" trend="up" trendValue="+1" trendLabel="Up one" />
        <Stat label="B" value="1" trend="down" trendValue="-1" trendLabel="Down one" />
        <Stat
          label="Costs"
          value="1"
          trend="up"
          trendValue="+5%"
          trendLabel="Up 5%"
          trendTone="negative"
        />
        <Stat label="D" value="1" trend="neutral" trendValue="0%" trendLabel="No change" />
      </>,
    );
    const trendOf = (text: string) => screen.getByText(text).parentElement!.dataset;
    expect(trendOf('Up one')).toMatchObject({ trend: 'up', tone: 'positive' });
    expect(trendOf('Down one')).toMatchObject({ trend: 'down', tone: 'negative' });
    expect(trendOf('Up 5%')).toMatchObject({ trend: 'up', tone: 'negative' });
    expect(trendOf('No change')).toMatchObject({ trend: 'neutral', tone: 'neutral' });
  });

  it('keeps the visible change readable when no trendLabel is given', () => {
    render(<Stat label="Uptime" value="99.9%" trend="neutral" trendValue="same as last week" />);
    expect(screen.getByText('same as last week').hasAttribute('aria-hidden')).toBe(false);
  });

  it('passes attributes and ref to the group', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Stat ref={ref} label="Balance" value="$3" data-testid="balance" />);
    expect(ref.current).toBe(screen.getByTestId('balance'));
    expect(ref.current).toBe(screen.getByRole('group', { name: 'Balance' }));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Stat label="Servers" value="12" hint="In 3 regions" />
        <Stat
          label="Monthly spend"
          value="$42.10"
          trend="down"
          trendValue="-3%"
          trendLabel="Down 3% from October"
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
