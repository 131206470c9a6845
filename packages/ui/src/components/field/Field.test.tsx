import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Field, fieldControlProps, hasMessage, joinIds, useFieldIds } from './Field.tsx';

function Example(props: { hint?: string; error?: string; id?: string; hideLabel?: boolean }) {
  const ids = useFieldIds(props.id);
  return (
    <Field ids={ids} label="Name" hint={props.hint} error={props.error} hideLabel={props.hideLabel}>
      <input {...fieldControlProps(ids, { hint: props.hint, error: props.error })} />
    </Field>
  );
}

describe('Field', () => {
  it('labels the control and links hint then error', () => {
    render(<Example hint="Shown in lists" error="Too long" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Shown in lists', 'Too long']);
  });

  it('uses the caller’s id for the control', () => {
    render(<Example id="server-name" />);
    expect(screen.getByRole('textbox', { name: 'Name' }).id).toBe('server-name');
  });

  it('renders a text label for aria-labelledby when asked', () => {
    function Group() {
      const ids = useFieldIds();
      return (
        <Field ids={ids} label="Plan" labelElement="text">
          <div role="group" aria-labelledby={ids.labelId} />
        </Field>
      );
    }
    render(<Group />);
    expect(screen.getByRole('group', { name: 'Plan' })).toBeDefined();
    expect(screen.getByText('Plan').tagName).toBe('SPAN');
  });

  it('helpers: empty messages do not count, ids join without gaps', () => {
    expect(hasMessage('')).toBe(false);
    expect(hasMessage(false)).toBe(false);
    expect(hasMessage(null)).toBe(false);
    expect(hasMessage(0)).toBe(true);
    expect(hasMessage('Required')).toBe(true);
    expect(joinIds('a', undefined, false, 'b')).toBe('a b');
    expect(joinIds(undefined, null)).toBeUndefined();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Example hint="Hint" error="Error" />
        <Example hideLabel />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
