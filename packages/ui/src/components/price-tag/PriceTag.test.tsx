import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { PriceTag } from './PriceTag.tsx';

describe('PriceTag', () => {
  it('shows the formatted amount and period as given, at the default size', () => {
    const { container } = render(<PriceTag amount="$5.00" period="/mo" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.textContent).toBe('$5.00 /mo');
    expect(root.dataset.size).toBe('md');
    expect(root.dataset.discounted).toBeUndefined();
  });

  it('does not reformat the amount (the portal formats with the domain rules)', () => {
    const { container } = render(<PriceTag amount="490 ₽" />);
    expect(container.textContent).toBe('490 ₽');
  });

  it('replaces an abbreviated period with its spoken label for screen readers', () => {
    render(<PriceTag amount="$5.00" period="/mo" periodLabel="per month" />);
    expect(screen.getByText('/mo').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('per month')).toBeDefined();
  });

  it('strikes through the previous amount and announces it with the "was" label', () => {
    const { container } = render(
      <PriceTag amount="$4.00" previousAmount="$5.00" previousLabel="was" period="/mo" />,
    );
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('was $5.00');
    expect(screen.getByText('was').closest('s')).toBe(struck);
    expect(container.textContent).toBe('was $5.00 $4.00 /mo');
    expect((container.firstElementChild as HTMLElement).dataset.discounted).toBe('');
  });

  it('supports sizes and forwards ref', () => {
    const ref = createRef<HTMLSpanElement>();
    render(<PriceTag ref={ref} amount="$0.007" period="/h" size="lg" />);
    expect(ref.current?.dataset.size).toBe('lg');
    expect(ref.current?.textContent).toBe('$0.007 /h');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <PriceTag amount="$5.00" period="/mo" periodLabel="per month" size="sm" />
        <PriceTag amount="$4.00" previousAmount="$5.00" previousLabel="was" period="/mo" />
        <PriceTag amount="490 ₽" size="lg" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
