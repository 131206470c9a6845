// Business constants of SPEC §9 that the money rules need. Plain values, no behaviour: brands and
// features import them instead of repeating the numbers.

/** Default amount pre-filled in the top-up form, in the account currency (§3 form store, §9 Display). */
export const DEFAULT_TOP_UP_AMOUNT = 10;

/** USD → RUB rate used when the rates list has no usable USD/RUB entry (§3 Exchange rate, §9 Display). */
export const DEFAULT_USD_RUB_RATE = 92;

/** Monthly price of an extra IPv4 address, in dollars (§9 Prices and fees). */
export const EXTRA_IP_PRICE = 0.59;

/** Monthly price of an extra IPv4 address in the rouble variant, in roubles (§9 Prices and fees). */
export const EXTRA_IP_PRICE_ROUBLE = 49;
