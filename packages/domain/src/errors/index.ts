export { isRecord, type JsonRecord } from './bodyText.ts';
export { extractErrorMessage } from './extractErrorMessage.ts';
export { MAX_ERROR_TEXT_LENGTH, truncateErrorText } from './truncateErrorText.ts';
export {
  ERROR_MESSAGE_KEYS,
  PRODUCT_API_ERROR_CODES,
  PRODUCT_API_ERROR_KEYS,
  productApiErrorKey,
  type ErrorMessageKey,
  type ErrorMessageRef,
  type ProductApiErrorCode,
  type ProductApiErrorKey,
} from './messageKeys.ts';
export {
  HTTP_STATUS_ERROR_CODES,
  fallbackErrorText,
  httpErrorCode,
  type HttpErrorCode,
} from './statusFallback.ts';
export { cloudNotification } from './cloudNotification.ts';
export {
  productApiMessage,
  productApiToast,
  type ProductApiFailure,
  type ProductApiToast,
  type ProductApiToastOptions,
  type ToastLevel,
  type ToastMessage,
} from './productApiToast.ts';
export {
  promoFailureMessage,
  promoSuccessMessage,
  type PromoBonus,
  type PromoFailureReason,
  type PromoKind,
} from './promoMessages.ts';
