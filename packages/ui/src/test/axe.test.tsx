import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';

// The helper must really catch problems, or every component's axe check would pass vacuously.
describe('axeViolations', () => {
  it('reports a button without an accessible name', async () => {
    const { container } = render(<button type="button" />);
    const violations = await axeViolations(container);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^button-name \(critical\)/);
  });

  it('reports a select without a label', async () => {
    const { container } = render(
      <select>
        <option>One</option>
      </select>,
    );
    expect((await axeViolations(container)).some((line) => line.startsWith('select-name'))).toBe(
      true,
    );
  });

  it('passes a labelled control', async () => {
    const { container } = render(<button type="button">Save</button>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
