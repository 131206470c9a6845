import type { Messages } from '../../../messages.ts';
import type en from '../../en/servers/billing.ts';

export default {
  loading: '正在加载此服务器的计费信息…',
  failed: '无法加载此服务器的计费信息。',
  retry: '重试',
  empty: {
    title: '尚未计费',
    text: '此服务器还没有计费记录。服务器创建完成后会显示在这里。',
  },
  charges: {
    title: '待扣费用',
    since: '自 {{date}} 起累计',
    deduction: '将于 {{date}} 从余额中扣除；待扣费用每 24 小时扣除一次。',
    stillBilled: '已停止的服务器仍会计费：删除服务器才能停止计费。',
  },
  plan: {
    title: '套餐',
    perHour: '每小时',
    perHourShort: '/小时',
    perMonth: '每月',
    perMonthShort: '/月',
    cycle: '计费周期',
    traffic: '包含流量',
    trafficTb_other: '每月 {{count}} TB',
  },
  network: {
    title: '网络套餐',
    current: '端口速率',
    choose: '新的端口速率',
    change: '更改网络套餐',
    confirmTitle: '将 {{name}} 的端口速率更改为 {{plan}}？',
    confirmMessage: '新速率立即生效。服务器价格不变。',
    confirm: '更改',
    cancel: '取消',
    changed: '端口速率已更改为 {{plan}}。',
  },
  traffic: {
    title: '流量',
    progress: '本月已用流量',
    used: '{{used}} / {{limit}}',
    resets: '计数器将于 {{date}} 重置。',
    rule: '超出限额时，将自动增加 1 TB，费用 {{price}}。',
    extra_other: '本月已增加 {{count}} TB：{{amount}}',
    none: '此服务器的流量尚未计数。',
  },
  ipv4: {
    title: 'IPv4 地址',
    thisServer_other: '此服务器有 {{count}} 个 IPv4 地址。',
    rule: '账户的第一个 IPv4 地址免费；从第二台服务器起，每个额外地址每月 {{price}}。',
    regionCharge_other: '在此区域您需为 {{count}} 个额外地址付费：每月 {{amount}}。',
    regionFree: '在此区域您无需为额外地址付费。',
  },
  units: { b: 'B', kb: 'KB', mb: 'MB', gb: 'GB', tb: 'TB' },
} as const satisfies Messages<typeof en, 'zh'>;
