import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('contributes its text to the accessible name of its container', async () => {
    const { container } = render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Close dialog</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeDefined();
    await expectNoAxeViolations(container);
  });
});
