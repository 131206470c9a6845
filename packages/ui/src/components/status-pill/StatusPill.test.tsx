import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import {
  SERVER_STATUSES,
  serverStatusAppearance,
  StatusPill,
  type ServerStatus,
} from './StatusPill.tsx';

describe('serverStatusAppearance', () => {
  it.each([
    ['ACTIVE', 'success', false],
    ['BUILD', 'info', true],
    ['REBOOT', 'info', true],
    ['HARD_REBOOT', 'info', true],
    ['RESIZE', 'info', true],
    ['REBUILD', 'info', true],
    ['MIGRATING', 'info', true],
    ['VERIFY_RESIZE', 'warning', false],
    ['SUSPENDED', 'warning', false],
    ['RESCUE', 'warning', false],
    ['PAUSED', 'warning', false],
    ['ERROR', 'danger', false],
    ['SHUTOFF', 'neutral', false],
    ['SHELVED', 'neutral', false],
    ['SHELVED_OFFLOADED', 'neutral', false],
    ['DELETED', 'neutral', false],
    ['UNKNOWN', 'neutral', false],
  ] as const)('%s is %s, transitional: %s', (status, tone, transitional) => {
    expect(serverStatusAppearance(status)).toEqual({ tone, transitional });
  });

  it('lists every status once', () => {
    expect(new Set(SERVER_STATUSES).size).toBe(SERVER_STATUSES.length);
    expect(SERVER_STATUSES).toHaveLength(17);
  });
});

describe('StatusPill', () => {
  it('shows the translated label, with status and tone as data attributes', () => {
    render(<StatusPill status="ACTIVE" label="Работает" />);
    const pill = screen.getByText('Работает');
    expect(pill.textContent).toBe('Работает');
    expect(pill.dataset).toMatchObject({ status: 'ACTIVE', tone: 'success' });
    expect(pill.hasAttribute('data-transitional')).toBe(false);
  });

  it('pulses the dot for transitional states only', () => {
    render(
      <>
        <StatusPill status="BUILD" label="Building" />
        <StatusPill status="SHUTOFF" label="Stopped" />
      </>,
    );
    const building = screen.getByText('Building');
    const stopped = screen.getByText('Stopped');
    expect(building.hasAttribute('data-transitional')).toBe(true);
    expect(building.querySelector('[data-pulse]')).not.toBeNull();
    expect(stopped.querySelector('[data-pulse]')).toBeNull();
    // The dot is decoration: the label alone names the state.
    expect(building.querySelector('[aria-hidden="true"]')?.textContent).toBe('');
  });

  it('lets the caller switch the pulse on or off', () => {
    render(
      <>
        <StatusPill status="BUILD" label="Queued" pulse={false} />
        <StatusPill status="ACTIVE" label="Updating" pulse />
      </>,
    );
    expect(screen.getByText('Queued').querySelector('[data-pulse]')).toBeNull();
    expect(screen.getByText('Updating').querySelector('[data-pulse]')).not.toBeNull();
  });

  it('passes attributes and ref to the span', () => {
    const ref = createRef<HTMLSpanElement>();
    render(<StatusPill ref={ref} status="ERROR" label="Error" size="sm" />);
    expect(ref.current).toBe(screen.getByText('Error'));
    expect(ref.current?.dataset.size).toBe('sm');
  });

  it('has no axe violations in any state', async () => {
    const { container } = render(
      <ul>
        {SERVER_STATUSES.map((status: ServerStatus) => (
          <li key={status}>
            <StatusPill status={status} label={status.toLowerCase()} />
          </li>
        ))}
      </ul>,
    );
    await expectNoAxeViolations(container);
  });
});
