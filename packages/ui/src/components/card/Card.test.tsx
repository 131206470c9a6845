import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('renders title as a heading, description, actions, body and footer', () => {
    render(
      <Card
        title="Balance"
        description="Prepaid"
        actions={<button type="button">Top up</button>}
        footer="Updated just now"
      >
        $12.40
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Balance' })).toBeDefined();
    expect(screen.getByText('Prepaid')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Top up' })).toBeDefined();
    expect(screen.getByText('$12.40')).toBeDefined();
    expect(screen.getByText('Updated just now')).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('uses the requested heading level', () => {
    render(<Card title="Servers" titleLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Servers' })).toBeDefined();
  });

  it('as a link card: the title is the link, actions stay separate controls', async () => {
    const onLinkClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const onAction = vi.fn();
    const { container } = render(
      <Card
        title="web-1"
        href="/servers/42"
        onLinkClick={onLinkClick}
        actions={
          <button type="button" onClick={onAction}>
            Reboot
          </button>
        }
      >
        2 vCPU · 4 GB
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'web-1' });
    expect(link.getAttribute('href')).toBe('/servers/42');
    expect(link.closest('h3')).not.toBeNull();
    expect((container.firstElementChild as HTMLElement).dataset.interactive).toBe('');
    // The action is not inside the link (no nested interactive content).
    expect(link.contains(screen.getByRole('button', { name: 'Reboot' }))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Reboot' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onLinkClick).not.toHaveBeenCalled();
    await userEvent.click(link);
    expect(onLinkClick).toHaveBeenCalledTimes(1);
  });

  it('renders only the body when no header or footer is given', () => {
    const { container } = render(<Card>Just content</Card>);
    expect(container.firstElementChild?.children).toHaveLength(1);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('passes attributes and ref to the root', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Card ref={ref} aria-label="Usage" role="region">
        42%
      </Card>,
    );
    expect(ref.current).toBe(screen.getByRole('region', { name: 'Usage' }));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Card title="Balance" actions={<button type="button">Top up</button>} footer="Footer">
          Body
        </Card>
        <Card title="web-1" href="/servers/42" description="Amsterdam">
          Running
        </Card>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
