import { Check } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './Stepper.module.css';

/** Where a step stands relative to the current one. */
export type StepState = 'complete' | 'current' | 'upcoming';

/** Layout of a {@link Stepper}. */
export type StepperOrientation = 'horizontal' | 'vertical';

/** One step of a {@link Stepper}. */
export interface StepperStep {
  /** Stable key of the step. Required, no default. */
  id: string;
  /** Short visible title ("Choose a plan"). Required, no default. */
  title: ReactNode;
  /** Optional second line ("2 vCPU, 4 GB"). Default none. */
  description?: ReactNode;
}

/** Screen-reader words for each state, e.g. `{ complete: 'completed', current: 'current step', upcoming: 'not started' }`. */
export type StepStateLabels = Record<StepState, string>;

/** Props of {@link Stepper}; other `<ol>` attributes pass through. */
export interface StepperProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** Accessible name of the list of steps ("Create server progress"). Required, no default. */
  label: string;
  /** The steps in order. Required, no default. */
  steps: readonly StepperStep[];
  /** Index of the current step; earlier steps are complete, later ones upcoming. Use `steps.length` when all are done. Default `0`. */
  currentIndex?: number | undefined;
  /** Words read after each step's title so its state is not conveyed by colour and icon only. Required, no default. */
  stateLabels: StepStateLabels;
  /** Row of steps or a column. Default `'horizontal'`. */
  orientation?: StepperOrientation | undefined;
  /** Makes completed steps buttons that go back to them; called with the step's index. Default none (not interactive). */
  onStepSelect?: ((index: number) => void) | undefined;
}

/**
 * Shows progress through a multi-step flow (create server, checkout, two-factor setup). The list
 * has a name, the current step carries `aria-current="step"`, and each step's state is spelled
 * out for screen readers through `stateLabels` as well as by icon and colour. With
 * `onStepSelect`, completed steps become buttons so users can go back.
 * @example <Stepper label="Create server" steps={steps} currentIndex={1} stateLabels={{ complete: 'done', current: 'current', upcoming: 'to do' }} />
 */
export function Stepper({
  label,
  steps,
  currentIndex = 0,
  stateLabels,
  orientation = 'horizontal',
  onStepSelect,
  className,
  ...props
}: StepperProps) {
  return (
    <ol
      {...props}
      aria-label={label}
      data-orientation={orientation}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      {steps.map((step, index) => {
        const state = stepState(index, currentIndex);
        const content = (
          <>
            <span className={styles.indicator} aria-hidden="true">
              {state === 'complete' ? <Check className={styles.check} /> : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.title}>{step.title}</span>
              <VisuallyHidden>{`, ${stateLabels[state]}`}</VisuallyHidden>
              {step.description != null ? (
                <span className={styles.description}>{step.description}</span>
              ) : null}
            </span>
          </>
        );
        return (
          <li
            key={step.id}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {state === 'complete' && onStepSelect ? (
              <button type="button" className={styles.body} onClick={() => onStepSelect(index)}>
                {content}
              </button>
            ) : (
              <span className={styles.body}>{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function stepState(index: number, currentIndex: number): StepState {
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}
