import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { CodeBlock } from './CodeBlock.tsx';

const yaml =
  'clouds:\n  portal:\n    auth:\n      auth_url: https://cloud.example.com/identity/v3\n';

function mockClipboard(writeText = vi.fn((_text: string) => Promise.resolve())) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('CodeBlock', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the code verbatim in a keyboard-focusable region named by the title', async () => {
    render(<CodeBlock title="clouds.yaml" language="YAML" code={yaml} />);
    const region = screen.getByRole('region', { name: 'clouds.yaml' });
    expect(region.textContent).toBe(yaml);
    expect(screen.getByText('YAML')).toBeDefined();
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
  });

  it('copies the whole code with its copy button and shows the copied label', async () => {
    const writeText = mockClipboard();
    const onCopy = vi.fn();
    render(
      <CodeBlock
        title="openrc.sh"
        code={'export OS_AUTH_URL=https://cloud.example.com\n'}
        copyLabel="Copy"
        copiedLabel="Copied"
        onCopy={onCopy}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('export OS_AUTH_URL=https://cloud.example.com\n');
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeDefined();
  });

  it('reports a refused clipboard through onCopyError', async () => {
    const error = new Error('denied');
    mockClipboard(vi.fn(() => Promise.reject(error)));
    const onCopyError = vi.fn();
    render(
      <CodeBlock
        code="x"
        copyLabel="Copy"
        copiedLabel="Copied"
        copyFailedLabel="Copy failed"
        onCopyError={onCopyError}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copy failed' })).toBeDefined();
    expect(onCopyError).toHaveBeenCalledWith(error);
  });

  it('renders neither header nor copy button when nothing asks for them', () => {
    const { container } = render(<CodeBlock code="curl https://api.example.com" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('pre')?.textContent).toBe('curl https://api.example.com');
  });

  it('exposes the overflow mode as a data attribute (default scroll)', () => {
    const { container, rerender } = render(<CodeBlock code="a" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.overflow).toBe('scroll');
    rerender(<CodeBlock code="a" overflow="wrap" />);
    expect(root.dataset.overflow).toBe('wrap');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <CodeBlock
          title="clouds.yaml"
          language="YAML"
          code={yaml}
          copyLabel="Copy"
          copiedLabel="Copied"
        />
        <CodeBlock code="curl https://api.example.com/v1/servers" language="bash" overflow="wrap" />
        <CodeBlock code="" />
      </>,
    );
    await expectNoAxeViolations(container);
    expect(within(container).getAllByRole('button')).toHaveLength(1);
  });
});
