export {
  createApiClient,
  isApiError,
  type ApiClient,
  type ApiClientOptions,
  type ApiError,
  type Currency,
  type Customer,
  type LoginRequest,
  type LoginSuccess,
  type RecoveryCodes,
  type Region,
  type RegionMeta,
  type RegionNetwork,
  type SessionTokens,
  type SignUpRequest,
  type SocialLoginRequest,
  type SocialProvider,
  type TotpRequired,
  type TotpSetup,
  type TotpStatus,
} from './client.ts';
export type {
  BillingCycle,
  ChangeNetworkPlanRequest,
  Product,
  ProductType,
  ShaperLimit,
  TemporaryTransaction,
  Transaction,
  TransactionGroup,
  TransactionGroupPage,
  TransactionKind,
  TransactionPage,
} from './billing.ts';
export { BILLING_TOKEN, BILLING_TOKEN_HEADER, type Consumer } from './consumers.ts';
export {
  HOST_COOKIE_PREFIX,
  applyCsrfHeader,
  csrfMiddleware,
  getCookieValue,
  readHostCookie,
  type CsrfMiddlewareOptions,
} from './csrf.ts';
export {
  ApiNetworkError,
  requestFactsMiddleware,
  settle,
  toApiFailure,
  type ApiFailure,
  type ApiResult,
} from './failure.ts';
export {
  PUBLIC_OPERATIONS,
  SILENT_OPERATIONS,
  isSilentOperation,
  requiresSession,
  type ApiPath,
  type OperationKey,
} from './operations.ts';
export {
  ACCESS_EXPIRES_COOKIE,
  hasAccessToken,
  sessionRenewalMiddleware,
  type SessionRenewalOptions,
} from './session.ts';
export type {
  AffiliateClick,
  AffiliateClickRequest,
  AlertType,
  DonatePayment,
  DonatePaymentRequest,
  ExchangeRate,
  KbArticle,
  KbArticleSummary,
  KbChapter,
  Locale,
  NewsArticle,
  NewsPage,
  NewsSummary,
  Notification,
  Plan,
  PlanCategory,
  PlanList,
  PriceList,
  ServerTime,
} from './content.ts';
export type { ServerCreatedReport, ServerCreatedRequest } from './servers.ts';
export type {
  AffiliateClickDay,
  AffiliateClickStats,
  AffiliateCommissionEntry,
  AffiliateEarnings,
  AffiliatePayout,
  AffiliatePayoutMethod,
  AffiliatePayoutRequest,
  AffiliateReferral,
} from './affiliate.ts';
export type {
  ActiveSession,
  CustomerProfile,
  LoginEvent,
  SessionsRevoked,
} from './accountSecurity.ts';
export type {
  Ticket,
  TicketAttachment,
  TicketAttachmentUpload,
  TicketCreateRequest,
  TicketMessage,
  TicketReplyRequest,
  TicketStatus,
  TicketSummary,
  TicketTopic,
} from './support.ts';
export type { components, operations, paths } from './schema.generated.ts';
export type { Middleware } from 'openapi-fetch';
