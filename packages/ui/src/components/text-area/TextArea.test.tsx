import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { TextArea } from './TextArea.tsx';

function descriptions(element: HTMLElement) {
  return element
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
}

describe('TextArea', () => {
  it('is a multi-line textbox named by its label, three rows by default', () => {
    render(<TextArea label="Message" />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.rows).toBe(3);
  });

  it('links hint and error and marks the text area invalid', () => {
    render(<TextArea label="Message" hint="Markdown works" error="Write a message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(textarea)).toEqual(['Markdown works', 'Write a message']);
  });

  it('counts characters against maxLength with the default counter and limits input', async () => {
    render(<TextArea label="Name" maxLength={5} defaultValue="ab" />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Name' });
    expect(textarea.maxLength).toBe(5);
    expect(descriptions(textarea)).toEqual(['2/5']);
    await userEvent.type(textarea, 'cdefg');
    expect(textarea.value).toBe('abcde');
    expect(screen.getByText('5/5').dataset.state).toBe('full');
  });

  it('words the counter with counterText', async () => {
    render(
      <TextArea
        label="Description"
        hint="Shown to support"
        maxLength={100}
        counterText={(used, max) => `${used} of ${max} characters`}
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'Hello');
    expect(descriptions(textarea)).toEqual(['Shown to support', '5 of 100 characters']);
  });

  it('has no counter without maxLength', () => {
    render(<TextArea label="Notes" />);
    expect(screen.getByRole('textbox', { name: 'Notes' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
  });

  it('controlled: counts and shows the parent’s value', async () => {
    function Controlled() {
      const [text, setText] = useState('hi');
      return (
        <TextArea
          label="Notes"
          maxLength={10}
          value={text}
          onChange={(event) => setText(event.target.value.toLowerCase())}
        />
      );
    }
    render(<Controlled />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' });
    await userEvent.type(textarea, 'AB');
    expect(textarea.value).toBe('hiab');
    expect(screen.getByText('4/10')).toBeDefined();
  });

  it('auto-resizes to its content height when asked', () => {
    render(<TextArea label="Notes" autoResize />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' });
    // jsdom does no layout: pretend the content is 120 px tall.
    Object.defineProperty(textarea, 'scrollHeight', { configurable: true, get: () => 120 });
    fireEvent.change(textarea, { target: { value: 'one\ntwo\nthree\nfour\nfive' } });
    expect(textarea.style.height).toBe('120px');
    expect(textarea.dataset.autoResize).toBe('');
  });

  it('does not touch the height without autoResize', () => {
    render(<TextArea label="Notes" />);
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' });
    Object.defineProperty(textarea, 'scrollHeight', { configurable: true, get: () => 120 });
    fireEvent.change(textarea, { target: { value: 'a\nb' } });
    expect(textarea.style.height).toBe('');
  });

  it('passes native attributes and object or callback refs to the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    const callback = vi.fn();
    render(
      <form aria-label="Ticket">
        <TextArea label="Body" name="body" defaultValue="Hello" required ref={ref} />
        <TextArea label="Other" ref={callback} />
      </form>,
    );
    const body = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Body' });
    expect(ref.current).toBe(body);
    expect(body.required).toBe(true);
    expect(callback).toHaveBeenCalledWith(screen.getByRole('textbox', { name: 'Other' }));
    expect(new FormData(screen.getByRole('form', { name: 'Ticket' })).get('body')).toBe('Hello');
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <>
        <TextArea label="Message" />
        <TextArea label="Counted" maxLength={200} hint="Plain text" required />
        <TextArea label="Invalid" error="Too short" autoResize />
        <TextArea label="Disabled" disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
