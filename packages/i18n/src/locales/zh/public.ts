import type { Messages } from '../../messages.ts';
import type en from '../en/public.ts';

export default {
  hero: {
    title: '一分钟即可就绪的云服务器',
    subtitle:
      '基于 OpenStack 的虚拟服务器，提供云盘、快照、备份、防火墙和私有网络。预充值余额，只为正在运行的资源付费。',
    primaryAction: '创建账户',
    secondaryAction: '查看数据中心',
  },
  products: {
    heading: '产品',
    vds: {
      title: '云服务器 VDS',
      text: 'KVM 虚拟服务器，配备独立 IPv4 和 IPv6、NVMe 磁盘，按小时计费。可选择操作系统或现成的应用镜像。',
    },
    volumes: {
      title: '弹性云盘',
      text: '块存储，可挂载到同一区域的任意服务器，需要更多空间时随时扩容。',
    },
  },
  regions: {
    heading: '数据中心',
    subtitle: '选择离您的用户最近的位置。每个区域都有各自的货币、套餐和配额。',
    loading: '正在加载数据中心…',
    empty: '目前没有可用的数据中心。',
    error: '无法加载数据中心列表。',
    retry: '重试',
    currency: '结算货币：{{currency}}',
    freeIpv4_other: '可用 IPv4 地址：{{count}}',
    status: {
      available: '可用',
      maintenance: '维护中',
      outOfStock: '已售罄',
    },
  },
  homeHero: {
    controlPanel: '进入控制面板',
  },
} as const satisfies Messages<typeof en, 'zh'>;
