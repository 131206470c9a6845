import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Kbd } from './Kbd.tsx';

describe('Kbd', () => {
  it('renders the key as text in a native kbd element with the default small size', () => {
    render(<Kbd>Esc</Kbd>);
    const key = screen.getByText('Esc');
    expect(key.tagName).toBe('KBD');
    expect(key.dataset.size).toBe('sm');
  });

  it('supports the medium size and forwards ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Kbd size="md" ref={ref}>
        Enter
      </Kbd>,
    );
    expect(ref.current).toBe(screen.getByText('Enter'));
    expect(ref.current?.dataset.size).toBe('md');
  });

  it('lets symbol keys carry a spoken name', () => {
    render(
      <button type="button">
        Search <Kbd aria-label="Command">⌘</Kbd>
      </button>,
    );
    expect(screen.getByText('⌘').getAttribute('aria-label')).toBe('Command');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Press{' '}
        <kbd>
          <Kbd>Ctrl</Kbd>+<Kbd>K</Kbd>
        </kbd>{' '}
        to search, <Kbd size="md">Esc</Kbd> to close.
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
