export { Toast, type ToastProps } from './Toast.tsx';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastPlacement,
  type ToastProviderProps,
} from './ToastProvider.tsx';
export {
  createToaster,
  DEFAULT_TOAST_DURATION,
  type Toaster,
  type ToasterOptions,
  type ToastAction,
  type ToastCountdown,
  type ToastLevel,
  type ToastOptions,
  type ToastRecord,
} from './toaster.ts';
