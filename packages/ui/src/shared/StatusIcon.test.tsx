import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { StatusIcon, type StatusTone } from './StatusIcon.tsx';

const TONES: StatusTone[] = ['danger', 'warning', 'success', 'info', 'promo'];

describe('StatusIcon', () => {
  it('is hidden from assistive technology and not focusable', () => {
    render(
      <p>
        <StatusIcon tone="warning" />
        Low balance
      </p>,
    );
    const svg = document.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Low balance').textContent).toBe('Low balance');
  });

  it('draws a different shape for every tone, so colour is not the only signal', () => {
    const drawings = TONES.map((tone) => {
      const { container, unmount } = render(<StatusIcon tone={tone} />);
      // The whole drawing (lucide icons are several paths, lines and circles).
      const shape = container.querySelector('svg')?.innerHTML;
      unmount();
      return shape;
    });
    expect(drawings.every((shape) => typeof shape === 'string' && shape.length > 0)).toBe(true);
    expect(new Set(drawings).size).toBe(TONES.length);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        {TONES.map((tone) => (
          <p key={tone}>
            <StatusIcon tone={tone} /> {tone}
          </p>
        ))}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
