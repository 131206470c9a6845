import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/Button.tsx';
import {
  Banner,
  bannerToneFromAlertType,
  type BannerAlertType,
  type BannerTone,
} from './Banner.tsx';

describe('Banner', () => {
  it('is a polite status with the info tone by default', () => {
    render(<Banner>Maintenance on Sunday.</Banner>);
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe('Maintenance on Sunday.');
    expect(banner.dataset.tone).toBe('info');
  });

  it('is an alert for errors, and the role can be chosen', () => {
    render(
      <>
        <Banner tone="error">Your account is suspended.</Banner>
        <Banner tone="promo" role="region" aria-label="Offer">
          20% off.
        </Banner>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Your account is suspended.');
    expect(screen.getByRole('region', { name: 'Offer' }).dataset.tone).toBe('promo');
  });

  it('renders title, message and action', async () => {
    const topUp = vi.fn();
    render(
      <Banner tone="warning" title="Low balance" action={<Button onClick={topUp}>Top up</Button>}>
        Servers stop in 3 days.
      </Banner>,
    );
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain('Low balance');
    expect(banner.textContent).toContain('Servers stop in 3 days.');
    await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(topUp).toHaveBeenCalledTimes(1);
  });

  it('has a labelled dismiss button only when onDismiss is given', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Banner>News</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <Banner onDismiss={onDismiss} dismissLabel="Hide notification">
        News
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide notification' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('forwards ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Banner ref={ref}>Hello</Banner>);
    expect(ref.current).toBe(screen.getByRole('status'));
  });

  it.each<[BannerAlertType, BannerTone]>([
    ['ERROR', 'error'],
    ['WARNING', 'warning'],
    ['SUCCESS', 'success'],
    ['INFO', 'info'],
    ['PROMO', 'promo'],
  ])('maps alert type %s to tone %s', (alertType, tone) => {
    expect(bannerToneFromAlertType(alertType)).toBe(tone);
  });

  it.each<BannerTone>(['error', 'warning', 'success', 'info', 'promo'])(
    'has no axe violations (%s)',
    async (tone) => {
      const { container } = render(
        <Banner
          tone={tone}
          title="Title"
          action={<Button variant="secondary">Action</Button>}
          onDismiss={() => undefined}
          dismissLabel="Dismiss"
        >
          Message
        </Banner>,
      );
      await expectNoAxeViolations(container);
    },
  );
});
