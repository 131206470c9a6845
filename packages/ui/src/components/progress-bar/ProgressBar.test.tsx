import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with value, range and percentage text', () => {
    render(<ProgressBar label="Uploading backup.tar" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading backup.tar' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
  });

  it('uses a custom max and value text', () => {
    render(<ProgressBar label="Files" value={3} max={10} valueText="3 of 10 files" showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Files' });
    expect(bar.getAttribute('aria-valuemax')).toBe('10');
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 10 files');
    // Shown once visibly; screen readers get it from the progress bar itself.
    expect(screen.getByText('3 of 10 files').getAttribute('aria-hidden')).toBe('true');
  });

  it('clamps values outside the range and marks completion', () => {
    const { rerender, container } = render(<ProgressBar label="Quota" value={150} />);
    const bar = screen.getByRole('progressbar', { name: 'Quota' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect((container.firstElementChild as HTMLElement).dataset.state).toBe('complete');
    rerender(<ProgressBar label="Quota" value={-5} />);
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect((container.firstElementChild as HTMLElement).dataset.state).toBe('loading');
  });

  it('fills in proportion to the value', () => {
    render(<ProgressBar label="Upload" value={1} max={4} />);
    const fill = screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(fill.style.transform).toBe('scaleX(0.25)');
  });

  it('is indeterminate without a value: no aria-valuenow', () => {
    const { container } = render(<ProgressBar label="Preparing the image" />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing the image' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.hasAttribute('aria-valuetext')).toBe(false);
    expect((container.firstElementChild as HTMLElement).dataset.state).toBe('indeterminate');
  });

  it('keeps the name when the label is hidden, and forwards ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(<ProgressBar ref={ref} label="Disk usage" hideLabel value={80} tone="warning" />);
    expect(screen.getByRole('progressbar', { name: 'Disk usage' })).toBeDefined();
    expect(ref.current?.dataset.tone).toBe('warning');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <ProgressBar label="Upload" value={42} showValue />
        <ProgressBar label="Preparing" />
        <ProgressBar label="Disk" hideLabel value={9} max={10} tone="danger" size="sm" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
