import type { Messages } from '../../messages.ts';
import type en from '../en/support.ts';

export default {
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
} as const satisfies Messages<typeof en, 'ru'>;
