import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered component and returns its violations as readable one-liners.
 * Page-level rules are off (a component in isolation has no landmarks, title or lang), and
 * jsdom cannot compute colours, so contrast is checked by `tokens.test.ts` instead.
 * @example expect(await axeViolations(container)).toEqual([]);
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: {
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
      'color-contrast': { enabled: false },
    },
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${node.html}`,
    ),
  );
}

/**
 * Asserts that axe finds no accessibility violations in `container`.
 * @example const { container } = render(<Button>Save</Button>); await expectNoAxeViolations(container);
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  expect(await axeViolations(container)).toEqual([]);
}
