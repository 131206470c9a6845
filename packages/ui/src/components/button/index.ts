export {
  Button,
  type ButtonAsButtonProps,
  type ButtonAsLinkProps,
  type ButtonOwnProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button.tsx';
