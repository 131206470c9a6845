import type { Messages } from '../../messages.ts';
import type en from '../en/network.ts';

export default {
  validation: {
    cidr: 'Введите сеть IPv4 или IPv6 с префиксом, например 10.0.0.0/24 или 2001:db8::/64.',
    cidrHostBits:
      'Этот адрес лежит внутри сети, а не в её начале. Возможно, вы имели в виду {{network}}?',
    ipv4: 'Введите корректный IPv4-адрес, например 192.0.2.10.',
    ipv6: 'Введите корректный IPv6-адрес, например 2001:db8::10.',
    ipv4Range: 'Введите диапазон IPv4-адресов, например 192.0.2.10-192.0.2.20.',
    ipv4RangeOrder: 'Первый адрес диапазона не может быть больше последнего.',
  },
  firewall: {
    any: 'Любой',
    ingress: 'Входящий',
    egress: 'Исходящий',
  },
} as const satisfies Messages<typeof en, 'ru'>;
