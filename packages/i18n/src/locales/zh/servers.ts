import type { Messages } from '../../messages.ts';
import type en from '../en/servers.ts';

export default {
  count_other: '{{count}} 台服务器',
  ping: {
    latency: '{{ms}} 毫秒',
    failed: '无响应',
  },
  createErrors: {
    quotaExceeded: '您已达到该区域的配额上限。请使用其他区域，或联系客服申请提高配额。',
    regionOutOfStock: '该区域暂时没有可用资源。请选择其他区域或稍后再试。',
    regionMaintenance: '该区域正在维护中。请选择其他区域或稍后再试。',
  },
  unknownImage: '未知镜像',
  regionUnavailable: {
    readOnly: '该区域中现有的服务器继续运行，但不再接受新服务器。',
    maintenance: '该区域正在维护，暂时无法在此创建新服务器。',
    outOfStock: '该区域资源已售罄，暂时无法在此创建新服务器。',
    unavailable: '该区域目前不接受新服务器。',
    noFreeIpv4: '该区域的空闲 IPv4 地址不足。请选择其他区域或稍后再试。',
    noFreeIpv6: '该区域的空闲 IPv6 地址不足。请选择其他区域或稍后再试。',
  },
  validation: {
    sshKey: '请输入有效的 SSH 密钥',
    keypairName: '只能使用拉丁字母、数字、空格和连字符。',
    hostname:
      '只能使用拉丁字母、数字和连字符；两个点之间的每一段为 1 到 63 个字符，且不能以连字符开头或结尾。',
  },
} as const satisfies Messages<typeof en, 'zh'>;
