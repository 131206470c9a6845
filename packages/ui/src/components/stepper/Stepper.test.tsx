import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Stepper, type StepperStep } from './Stepper.tsx';

const steps: StepperStep[] = [
  { id: 'plan', title: 'Plan', description: '2 vCPU, 4 GB' },
  { id: 'image', title: 'Image' },
  { id: 'network', title: 'Network' },
  { id: 'review', title: 'Review' },
];
const stateLabels = { complete: 'completed', current: 'current step', upcoming: 'not started' };

describe('Stepper', () => {
  it('is a named list whose steps expose their state, with the current one as aria-current="step"', () => {
    render(
      <Stepper label="Create server" steps={steps} currentIndex={2} stateLabels={stateLabels} />,
    );
    const list = screen.getByRole('list', { name: 'Create server' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.state)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
    ]);
  });

  it('spells out each state for screen readers next to the title', () => {
    render(
      <Stepper label="Create server" steps={steps} currentIndex={1} stateLabels={stateLabels} />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('Plan, completed2 vCPU, 4 GB');
    expect(items[1]!.textContent).toBe('2Image, current step');
    expect(items[3]!.textContent).toBe('4Review, not started');
  });

  it('defaults to the first step current, horizontal layout, and nothing interactive', () => {
    render(<Stepper label="Setup" steps={steps} stateLabels={stateLabels} />);
    expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('list').dataset.orientation).toBe('horizontal');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks every step complete when currentIndex is past the end', () => {
    render(<Stepper label="Setup" steps={steps} currentIndex={4} stateLabels={stateLabels} />);
    expect(screen.getAllByRole('listitem').every((item) => item.dataset.state === 'complete')).toBe(
      true,
    );
  });

  it('with onStepSelect, completed steps are buttons that go back', async () => {
    const onStepSelect = vi.fn();
    render(
      <Stepper
        label="Create server"
        steps={steps}
        currentIndex={2}
        stateLabels={stateLabels}
        onStepSelect={onStepSelect}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /^Image/ }));
    expect(onStepSelect).toHaveBeenCalledWith(1);
  });

  it('supports the vertical orientation and forwards ref', () => {
    const ref = createRef<HTMLOListElement>();
    render(
      <Stepper
        ref={ref}
        label="Setup"
        steps={steps}
        stateLabels={stateLabels}
        orientation="vertical"
      />,
    );
    expect(ref.current).toBe(screen.getByRole('list'));
    expect(ref.current?.dataset.orientation).toBe('vertical');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Stepper label="Create server" steps={steps} currentIndex={2} stateLabels={stateLabels} />
        <Stepper
          label="Two-factor setup"
          steps={steps}
          currentIndex={1}
          stateLabels={stateLabels}
          orientation="vertical"
          onStepSelect={() => {}}
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
