import type { Messages } from '../../../messages.ts';
import type en from '../../en/servers/page.ts';

export default {
  address: '地址',
  noAddress: '暂无地址',
  copyAddress: '复制地址',
  copied: '已复制',
  region: '区域',
  tabsLabel: '服务器',
  tabFailed: '无法显示此选项卡。',
  retry: '重试',
  pendingTab: '此选项卡尚未就绪。',
  notFound: {
    heading: '未找到服务器',
    text: '您的账户中没有此 ID 的服务器，它可能已被删除。',
    back: '返回服务器列表',
  },
  tabs: {
    'server-details': '详情',
    'server-ports': '端口',
    'server-billing': '计费',
    'server-charts': '图表',
    'server-console': '控制台',
    'server-controls': '操作',
    'server-security': '安全',
  },
} as const satisfies Messages<typeof en, 'zh'>;
