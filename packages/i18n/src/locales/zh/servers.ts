import type { Messages } from '../../messages.ts';
import type en from '../en/servers.ts';

export default {
  unknownImage: '未知镜像',
  regionUnavailable: {
    readOnly: '该区域中现有的服务器继续运行，但不再接受新服务器。',
    maintenance: '该区域正在维护，暂时无法在此创建新服务器。',
    outOfStock: '该区域资源已售罄，暂时无法在此创建新服务器。',
    unavailable: '该区域目前不接受新服务器。',
    noFreeIpv4: '该区域的空闲 IPv4 地址不足。请选择其他区域或稍后再试。',
    noFreeIpv6: '该区域的空闲 IPv6 地址不足。请选择其他区域或稍后再试。',
  },
} as const satisfies Messages<typeof en>;
