import type { Messages } from '../../messages.ts';
import type en from '../en/account.ts';

export default {
  suspended: 'Ваш аккаунт приостановлен',
  unsuspended: 'Работа вашего аккаунта возобновлена',
  sideNav: {
    notActivated: 'Активируйте аккаунт, чтобы открыть этот раздел.',
    suspendedForBalance: 'Аккаунт приостановлен. Пополните баланс, чтобы управлять серверами.',
  },
  refresh: {
    message: 'Доступна новая версия. Страница перезагрузится через {{time}}.',
    cancel: 'Отменить',
    refreshNow: 'Обновить сейчас',
    close: 'Закрыть',
  },
  ping: {
    latency: '{{ms}} мс',
    failed: 'Нет ответа',
  },
  notification: {
    dismiss: 'Скрыть уведомление',
  },
  alertType: {
    error: 'Ошибка',
    warning: 'Предупреждение',
    success: 'Готово',
    info: 'Информация',
    promo: 'Специальное предложение',
  },
  ticketStatus: {
    new: 'Новый',
    hasReply: 'Есть ответ',
    inProgress: 'В работе',
    done: 'Решён',
  },
  ticketTopic: {
    affiliate: 'Партнёрская программа',
    billing: 'Оплата',
    generalQuestions: 'Общие вопросы',
    technicalSupport: 'Техническая поддержка',
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
    affiliateReward: 'Партнёрское вознаграждение',
    affiliatePayout: 'Выплата партнёру',
  },
} as const satisfies Messages<typeof en>;
