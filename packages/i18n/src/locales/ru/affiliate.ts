import type { Messages } from '../../messages.ts';
import type en from '../en/affiliate.ts';

export default {
  transactionKind: {
    reward: 'Партнёрское вознаграждение',
    payout: 'Выплата партнёру',
  },
} as const satisfies Messages<typeof en, 'ru'>;
