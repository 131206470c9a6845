import type { Messages } from '../../messages.ts';
import type en from '../en/affiliate.ts';

export default {
  transactionKind: {
    reward: '推广佣金',
    payout: '推广佣金提现',
  },
} as const satisfies Messages<typeof en, 'zh'>;
