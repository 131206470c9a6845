export { CopyButton, type CopyButtonProps, type CopyButtonState } from './CopyButton.tsx';
