import type { Messages } from '../../messages.ts';
import type en from '../en/network.ts';

export default {
  validation: {
    cidr: '请输入带前缀的 IPv4 或 IPv6 网段，例如 10.0.0.0/24 或 2001:db8::/64。',
    cidrHostBits: '该地址位于网段内部，而不是网段起始地址。您是想输入 {{network}} 吗？',
    ipv4: '请输入有效的 IPv4 地址，例如 192.0.2.10。',
    ipv6: '请输入有效的 IPv6 地址，例如 2001:db8::10。',
    ipv4Range: '请输入 IPv4 地址范围，例如 192.0.2.10-192.0.2.20。',
    ipv4RangeOrder: '范围的起始地址不能大于结束地址。',
  },
  firewall: {
    any: '任意',
    ingress: '入站',
    egress: '出站',
  },
} as const satisfies Messages<typeof en, 'zh'>;
