export {
  Dialog,
  DialogClose,
  type DialogCloseProps,
  type DialogProps,
  type DialogSize,
} from './Dialog.tsx';
