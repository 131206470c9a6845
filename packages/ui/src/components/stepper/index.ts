export {
  Stepper,
  type StepState,
  type StepStateLabels,
  type StepperOrientation,
  type StepperProps,
  type StepperStep,
} from './Stepper.tsx';
