import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('renders an internal link in the same tab with the default tone', () => {
    render(<Link href="/account">Account</Link>);
    const link = screen.getByRole('link', { name: 'Account' });
    expect(link.getAttribute('href')).toBe('/account');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
    expect(link.dataset.tone).toBe('default');
  });

  it('passes onClick through so a router can intercept navigation', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Link href="/servers" onClick={onClick}>
        Servers
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Servers' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![0].defaultPrevented).toBe(true);
  });

  it('opens external links in a new tab without opener or referrer and announces it', () => {
    render(
      <Link href="https://status.example.com" external externalLabel="opens in a new tab">
        Status page
      </Link>,
    );
    const link = screen.getByRole('link', {
      // jsdom's name computation trims each element's text; browsers keep the space.
      name: /^Status page ?\(opens in a new tab\)$/,
    });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.dataset.external).toBe('');
    expect(link.textContent).toBe('Status page (opens in a new tab)');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps caller rel tokens on external links and still adds noopener noreferrer', () => {
    render(
      <Link href="https://example.com" external externalLabel="new tab" rel="nofollow noopener">
        Partner
      </Link>,
    );
    expect(screen.getByRole('link', { name: /^Partner ?\(new tab\)$/ }).getAttribute('rel')).toBe(
      'nofollow noopener noreferrer',
    );
  });

  it('supports the muted tone and forwards ref', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link href="/terms" tone="muted" ref={ref}>
        Terms
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link.dataset.tone).toBe('muted');
    expect(ref.current).toBe(link);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Read the <Link href="/docs">documentation</Link>, the{' '}
        <Link href="/terms" tone="muted">
          terms
        </Link>{' '}
        and the{' '}
        <Link href="https://status.example.com" external externalLabel="opens in a new tab">
          status page
        </Link>
        .
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
