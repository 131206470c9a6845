export { CURRENCIES, currencySymbol, parseCurrency, type Currency } from './currency.ts';
export {
  amountFractionDigits,
  formatAmount,
  formatBalance,
  type FormatAmountOptions,
  type FormatBalanceOptions,
  withCurrencySymbol,
} from './formatAmount.ts';
export { convertCurrency, exchangeRate, type ExchangeRate } from './convert.ts';
