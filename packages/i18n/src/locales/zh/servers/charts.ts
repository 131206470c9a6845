import type { Messages } from '../../../messages.ts';
import type en from '../../en/servers/charts.ts';

export default {
  rangeLabel: '时间范围',
  ranges: { '1h': '1 小时', '24h': '24 小时', '7d': '7 天', '30d': '30 天' },
  rangeNames: {
    '1h': '最近 1 小时',
    '24h': '最近 24 小时',
    '7d': '最近 7 天',
    '30d': '最近 30 天',
  },
  loading: '正在加载图表…',
  titles: { cpu: 'CPU 使用率', memory: '内存', disk: '磁盘', network: '网络' },
  series: {
    cpu: '使用率',
    memory: '已用',
    read: '读取',
    write: '写入',
    in: '入站',
    out: '出站',
  },
  chartLabel: '{{title}}，{{range}}',
  summary: '{{series}}：当前 {{latest}}，平均 {{average}}，最高 {{max}}。',
  noData: {
    title: '暂无数据',
    text: '云平台暂时没有该服务器在此时间范围内的监控数据。服务器启动几分钟后数据就会出现。',
    chart: '此时间范围内暂无数据。',
  },
  failed: '无法加载图表：{{message}}',
  retry: '重试',
  units: {
    percent: '{{value}}%',
    perSecond: '{{size}}/秒',
    b: 'B',
    kb: 'KB',
    mb: 'MB',
    gb: 'GB',
    tb: 'TB',
  },
} as const satisfies Messages<typeof en, 'zh'>;
