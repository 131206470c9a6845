import type { Messages } from '../../messages.ts';
import type en from '../en/billing.ts';

export default {
  balance: {
    daysLeft_other: '余额还可使用 {{count}} 天',
  },
  cards: {
    added: '银行卡已成功添加',
  },
  planCategory: {
    baremetal: '裸金属服务器',
    burstable: '突发性能型',
    highfreqDedicated: '高频独享型',
    highfreqPromo: '高频促销型',
    highfreqShared: '高频共享型',
    highload: '高负载型',
    standard: '标准型',
  },
  billingCycle: {
    hourly: '按小时计费',
    monthly: '按月计费',
  },
  transactionKind: {
    refill: '充值',
    charge: '扣费',
    refund: '退款',
    bonus: '赠送金',
  },
  promo: {
    firstPaymentOnly: '此优惠码仅适用于首次付款。',
    newUsersOnly: '此优惠码仅限新用户使用。',
    alreadyUsed: '此优惠码已被使用。',
    notFound: '未找到该优惠码。',
    oneTime: '优惠码已生效：一次性奖励 {{bonus}}。',
    signUpBonus: '优惠码已生效：注册奖励 {{bonus}}。',
    firstPaymentBonus: '优惠码已生效：首次付款奖励 {{bonus}}。',
  },
  payment: {
    cardDeclined: '银行拒绝了您的付款',
    belowMinimum: '最低付款金额为 {{minimum}}。',
    invalidAmount: '请输入大于零的金额。',
  },
  validation: {
    cardNumber: '请输入有效的银行卡号。',
  },
} as const satisfies Messages<typeof en, 'zh'>;
