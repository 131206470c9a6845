import type { Messages } from '../../messages.ts';
import type en from '../en/billing.ts';

export default {
  balance: {
    daysLeft_one: 'Баланса хватит ещё на {{count}} день',
    daysLeft_few: 'Баланса хватит ещё на {{count}} дня',
    daysLeft_many: 'Баланса хватит ещё на {{count}} дней',
    daysLeft_other: 'Баланса хватит ещё на {{count}} дня',
  },
  cards: {
    added: 'Карта успешно добавлена',
  },
  planCategory: {
    baremetal: 'Выделенные серверы',
    burstable: 'С гибкой производительностью',
    highfreqDedicated: 'Высокочастотные, выделенные ядра',
    highfreqPromo: 'Высокочастотные, акция',
    highfreqShared: 'Высокочастотные, общие ядра',
    highload: 'Для высоких нагрузок',
    standard: 'Стандартные',
  },
  billingCycle: {
    hourly: 'Почасовая оплата',
    monthly: 'Помесячная оплата',
  },
  transactionKind: {
    refill: 'Пополнение',
    charge: 'Списание',
    refund: 'Возврат',
    bonus: 'Бонус',
  },
  promo: {
    firstPaymentOnly: 'Этот промокод действует только при первом платеже.',
    newUsersOnly: 'Этот промокод только для новых пользователей.',
    alreadyUsed: 'Этот промокод уже использован.',
    notFound: 'Промокод не найден.',
    oneTime: 'Промокод применён: разовый бонус {{bonus}}.',
    signUpBonus: 'Промокод применён: бонус за регистрацию {{bonus}}.',
    firstPaymentBonus: 'Промокод применён: бонус {{bonus}} к первому платежу.',
  },
  payment: {
    cardDeclined: 'Банк отклонил ваш платёж',
    belowMinimum: 'Минимальная сумма платежа — {{minimum}}.',
    invalidAmount: 'Введите сумму больше нуля.',
  },
  validation: {
    cardNumber: 'Введите корректный номер карты.',
  },
} as const satisfies Messages<typeof en, 'ru'>;
