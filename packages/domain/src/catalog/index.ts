export { normaliseCatalogCode } from './normaliseCode.ts';
export {
  isNotificationAlertType,
  NOTIFICATION_ALERT_TYPES,
  notificationAlertLabelKey,
  parseNotificationAlertType,
  type NotificationAlertLabelKey,
  type NotificationAlertType,
} from './notificationAlertTypes.ts';
export {
  BILLING_CYCLES,
  billingCycleLabelKey,
  isBillingCycle,
  isPlanCategory,
  PLAN_CATEGORIES,
  planCategoryLabelKey,
  type BillingCycle,
  type BillingCycleLabelKey,
  type PlanCategory,
  type PlanCategoryLabelKey,
} from './plan.ts';
export {
  isTicketStatus,
  isTicketTopic,
  parseTicketStatus,
  parseTicketTopic,
  TICKET_STATUSES,
  TICKET_TOPICS,
  ticketStatusLabelKey,
  ticketTopicLabelKey,
  type TicketStatus,
  type TicketStatusLabelKey,
  type TicketTopic,
  type TicketTopicLabelKey,
} from './ticket.ts';
export {
  isTransactionKind,
  TRANSACTION_KINDS,
  transactionKindLabelKey,
  type TransactionKind,
  type TransactionKindLabelKey,
} from './transactionKinds.ts';
export {
  DEFAULT_PLAN_REGION,
  PLAN_CATEGORY_DISPLAY_ORDER,
  defaultPlanRegion,
  groupPlansByCategory,
  planPriceTexts,
  type PlanGroup,
  type PlanPriceOptions,
  type PlanPriceTexts,
  type PlanRegionCandidate,
  type PricedPlan,
} from './planDisplay.ts';
