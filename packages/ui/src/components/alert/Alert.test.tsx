import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/Button.tsx';
import { Alert, type AlertTone } from './Alert.tsx';

describe('Alert', () => {
  it('is a polite status by default, with the info tone', () => {
    render(<Alert>Settings saved.</Alert>);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Settings saved.');
    expect(status.dataset.tone).toBe('info');
  });

  it('interrupts with role=alert for danger', () => {
    render(<Alert tone="danger">Payment failed.</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Payment failed.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets the caller choose the live-region role', () => {
    render(
      <Alert tone="danger" role="status">
        Quota exceeded.
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toBe('Quota exceeded.');
  });

  it('renders the title and the action slot', async () => {
    const retry = vi.fn();
    render(
      <Alert
        tone="warning"
        title="Region unavailable"
        action={<Button onClick={retry}>Retry</Button>}
      >
        Try again in a minute.
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Region unavailable');
    expect(status.textContent).toContain('Try again in a minute.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it.each<AlertTone>(['info', 'success', 'warning', 'danger'])(
    'has no axe violations (%s)',
    async (tone) => {
      const { container } = render(
        <Alert tone={tone} title="Title" action={<Button variant="secondary">Action</Button>}>
          Message
        </Alert>,
      );
      await expectNoAxeViolations(container);
    },
  );
});
