import type { Messages } from '../../messages.ts';
import type en from '../en/account.ts';

export default {
  suspended: '您的账户已被暂停',
  unsuspended: '您的账户已恢复使用',
  sideNav: {
    notActivated: '请先激活账户再使用此功能。',
    suspendedForBalance: '您的账户已被暂停。请充值余额以管理服务器。',
  },
  refresh: {
    message: '有新版本可用。页面将在 {{time}} 后重新加载。',
    cancel: '取消',
    refreshNow: '立即刷新',
    close: '关闭',
  },
  ping: {
    latency: '{{ms}} 毫秒',
    failed: '无响应',
  },
  notification: {
    dismiss: '关闭通知',
  },
  alertType: {
    error: '错误',
    warning: '警告',
    success: '成功',
    info: '信息',
    promo: '优惠活动',
  },
  ticketStatus: {
    new: '新建',
    hasReply: '已回复',
    inProgress: '处理中',
    done: '已完成',
  },
  ticketTopic: {
    affiliate: '推广计划',
    billing: '账单',
    generalQuestions: '一般问题',
    technicalSupport: '技术支持',
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
    affiliateReward: '推广佣金',
    affiliatePayout: '推广佣金提现',
  },
} as const satisfies Messages<typeof en>;
