import '../../test/radixPolyfills.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('is a switch named by its label, off by default', () => {
    render(<Switch label="Deletion protection" />);
    const control = screen.getByRole('switch', { name: 'Deletion protection' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(control.dataset.state).toBe('unchecked');
  });

  it('toggles by click, by its label, by Space and by Enter', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Backups" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Backups' });
    await userEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByText('Backups'));
    expect(control.getAttribute('aria-checked')).toBe('false');
    control.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('controlled: stays as the parent says', async () => {
    render(<Switch label="Locked" checked onCheckedChange={() => {}} />);
    const control = screen.getByRole('switch', { name: 'Locked' });
    await userEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
  });

  it('links the description', () => {
    render(<Switch label="Backups" description="Weekly, kept for 4 weeks" defaultChecked />);
    const control = screen.getByRole('switch', { name: 'Backups' });
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Weekly, kept for 4 weeks',
    );
  });

  it('keeps the name with a hidden label and exposes the label side', () => {
    const { container } = render(<Switch label="Dark mode" hideLabel labelPosition="start" />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeDefined();
    expect((container.firstElementChild as HTMLElement).dataset.labelPosition).toBe('start');
  });

  it('cannot be toggled when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Backups" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Backups' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('submits with a form when on and forwards the ref', async () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <form aria-label="Settings">
        <Switch label="Backups" name="backups" value="on" ref={ref} />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Settings' });
    expect(ref.current).toBe(screen.getByRole('switch', { name: 'Backups' }));
    expect(new FormData(form).get('backups')).toBeNull();
    await userEvent.click(ref.current!);
    expect(new FormData(form).get('backups')).toBe('on');
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <>
        <Switch label="Off" />
        <Switch label="On" defaultChecked description="With a description" />
        <Switch label="Hidden" hideLabel />
        <Switch label="Disabled" disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
