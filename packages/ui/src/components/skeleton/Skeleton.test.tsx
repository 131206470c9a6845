import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import css from './Skeleton.module.css?raw';
import { Skeleton, SkeletonRegion } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.dataset.variant).toBe('text');
  });

  it('renders the requested number of text lines, the last marked shorter', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.firstElementChild!.children;
    expect(lines).toHaveLength(3);
    expect([...lines].map((line) => (line as HTMLElement).dataset.last)).toEqual([
      undefined,
      undefined,
      '',
    ]);
  });

  it('sizes rectangles and keeps circles round from one dimension', () => {
    const { container } = render(
      <>
        <Skeleton variant="rect" width="10rem" height="4rem" />
        <Skeleton variant="circle" width="2rem" />
      </>,
    );
    const [rect, circle] = [...container.children] as HTMLElement[];
    expect(rect!.style.width).toBe('10rem');
    expect(rect!.style.height).toBe('4rem');
    expect(circle!.dataset.variant).toBe('circle');
    expect(circle!.style.height).toBe('2rem');
  });

  it('forwards ref', () => {
    const ref = createRef<HTMLSpanElement>();
    const { container } = render(<Skeleton ref={ref} variant="rect" />);
    expect(ref.current).toBe(container.firstElementChild);
  });

  it('stops the animation for users who prefer reduced motion', () => {
    const reduced = /@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*?)\n\}/.exec(css);
    expect(reduced?.[1]).toMatch(/animation:\s*none/);
  });
});

describe('SkeletonRegion', () => {
  it('while busy: aria-busy and a polite status with the label', () => {
    const { rerender } = render(
      <SkeletonRegion busy label="Loading servers…" data-testid="region">
        <Skeleton lines={2} />
      </SkeletonRegion>,
    );
    const region = screen.getByTestId('region');
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading servers…');
    rerender(
      <SkeletonRegion busy={false} label="Loading servers…" data-testid="region">
        <p>web-1</p>
      </SkeletonRegion>,
    );
    expect(region.hasAttribute('aria-busy')).toBe(false);
    expect(region.dataset.state).toBe('idle');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByText('web-1')).toBeDefined();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SkeletonRegion busy label="Loading">
        <Skeleton variant="circle" />
        <Skeleton lines={3} />
        <Skeleton variant="rect" />
      </SkeletonRegion>,
    );
    await expectNoAxeViolations(container);
  });
});
