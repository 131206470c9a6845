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
    notice: '网站有新版本可用。倒计时结束后页面将重新加载。',
  },
  debug: {
    regionLabel: '调试信息',
    title: '调试信息',
    build: '构建 {{build}}',
    brand: '品牌 {{brand}}',
    region: '区域 {{region}}',
    requestId: '最近的请求 {{requestId}}',
    noRequest: '暂无',
    close: '隐藏调试信息',
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
} as const satisfies Messages<typeof en, 'zh'>;
