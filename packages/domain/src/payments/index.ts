export {
  FEE_FREE_ABOVE,
  PAYMENT_METHODS,
  PAYMENT_METHOD_FEES,
  amountCredited,
  amountWithFee,
  paymentFee,
  type PaymentFeeSchedule,
  type PaymentMethod,
} from './fees.ts';
export {
  DEFAULT_MINIMUM_PAYMENT,
  LINKED_CARD_MINIMUM_PAYMENT,
  RUSSIAN_CARD_MINIMUM_PAYMENT,
  checkPaymentAmount,
  minimumPayment,
  type MinimumPaymentInput,
  type PaymentAmountProblem,
} from './minimumPayment.ts';
export {
  DEFAULT_BALANCE_FLOOR,
  LINKED_CARD_BALANCE_FLOOR,
  balanceFloor,
  canSpend,
  type CanSpendInput,
} from './balance.ts';
export { AUTO_PAYMENT_INTERVAL_MS, nextAutoPaymentAt } from './autoPayment.ts';
export { cardBrand, cardCountry, type CardBrand } from './cardBrand.ts';
export {
  DONATION_MAX_AMOUNT,
  DONATION_MIN_AMOUNT,
  donationMethods,
  parseDonationAmount,
  type DonationAmountProblem,
  type DonationAmountResult,
} from './donation.ts';
export {
  MAX_RUNWAY_HOURS,
  balanceRunway,
  pendingHourlyRate,
  type BalanceRunway,
  type BalanceRunwayInput,
  type PendingCharge,
} from './runway.ts';
