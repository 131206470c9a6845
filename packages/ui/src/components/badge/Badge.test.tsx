import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Badge, type BadgeTone } from './Badge.tsx';

const TONES: BadgeTone[] = ['neutral', 'info', 'success', 'warning', 'danger', 'brand'];

describe('Badge', () => {
  it('renders its text with tone and size as data attributes, neutral and md by default', () => {
    render(<Badge>Draft</Badge>);
    const badge = screen.getByText('Draft');
    expect(badge.dataset).toMatchObject({ tone: 'neutral', size: 'md' });
  });

  it('exposes every tone', () => {
    render(
      <>
        {TONES.map((tone) => (
          <Badge key={tone} tone={tone} size="sm">
            {tone}
          </Badge>
        ))}
      </>,
    );
    for (const tone of TONES) {
      expect(screen.getByText(tone).dataset).toMatchObject({ tone, size: 'sm' });
    }
  });

  it('hides the icon from assistive technology but keeps the text', () => {
    render(
      <Badge tone="success" icon={<svg data-testid="check" />}>
        Paid
      </Badge>,
    );
    const badge = screen.getByText('Paid');
    expect(badge.textContent).toBe('Paid');
    expect(screen.getByTestId('check').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('passes attributes and ref to the span', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <Badge ref={ref} title="Billing state">
        Overdue
      </Badge>,
    );
    expect(ref.current).toBe(screen.getByTitle('Billing state'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        {TONES.map((tone) => (
          <Badge key={tone} tone={tone} icon="•">
            {tone}
          </Badge>
        ))}
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
