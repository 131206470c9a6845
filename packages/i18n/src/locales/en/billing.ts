// Namespace `billing`: balance, payments, cards, promo codes, plans and transactions. Keys are
// named by @cloud-portal/domain (`billing:promo.notFound`, `billing:planCategory.standard`, ...).
export default {
  balance: {
    daysLeft_one: 'Your balance lasts {{count}} more day',
    daysLeft_other: 'Your balance lasts {{count}} more days',
  },
  cards: {
    // §4: the spec writes 'card successfully added'; capitalised here as a sentence.
    added: 'Card successfully added',
  },
  planCategory: {
    baremetal: 'Bare metal',
    burstable: 'Burstable',
    highfreqDedicated: 'High frequency, dedicated',
    highfreqPromo: 'High frequency, promo',
    highfreqShared: 'High frequency, shared',
    highload: 'High load',
    standard: 'Standard',
  },
  billingCycle: {
    hourly: 'Hourly',
    monthly: 'Monthly',
  },
  transactionKind: {
    refill: 'Top-up',
    charge: 'Charge',
    refund: 'Refund',
    bonus: 'Bonus',
  },
  promo: {
    firstPaymentOnly: 'This promo code is valid for the first payment only.',
    newUsersOnly: 'This promo code is for new users only.',
    alreadyUsed: 'This promo code has already been used.',
    notFound: 'Promo code not found.',
    oneTime: 'Promo code applied: a one-time bonus of {{bonus}}.',
    signUpBonus: 'Promo code applied: a sign-up bonus of {{bonus}}.',
    firstPaymentBonus: 'Promo code applied: your first payment gets a bonus of {{bonus}}.',
  },
  payment: {
    cardDeclined: 'Bank declined your payment',
    belowMinimum: 'The minimum payment is {{minimum}}.',
    invalidAmount: 'Enter an amount greater than zero.',
  },
  validation: {
    cardNumber: 'Enter a valid card number.',
  },
} as const;
