import type { Messages } from '../../messages.ts';
import type en from '../en/public.ts';

export default {
  hero: {
    title: 'Облачные серверы, готовые за минуту',
    subtitle:
      'Виртуальные серверы на OpenStack с дисками, снапшотами, резервными копиями, файрволами и частными сетями. Пополняйте баланс и платите только за то, что работает.',
    primaryAction: 'Создать аккаунт',
    secondaryAction: 'Дата-центры',
  },
  products: {
    heading: 'Продукты',
    vds: {
      title: 'Облачные VDS',
      text: 'Виртуальные серверы KVM с выделенными IPv4 и IPv6, NVMe-дисками и почасовой оплатой. Выберите ОС или готовый образ приложения.',
    },
    volumes: {
      title: 'Эластичные диски',
      text: 'Блочное хранилище, которое подключается к любому серверу в том же регионе и увеличивается, когда нужно больше места.',
    },
  },
  regions: {
    heading: 'Дата-центры',
    subtitle:
      'Выберите площадку ближе к вашим пользователям. У каждого региона своя валюта, тарифы и квоты.',
    loading: 'Загружаем дата-центры…',
    empty: 'Сейчас нет доступных дата-центров.',
    error: 'Не удалось загрузить список дата-центров.',
    retry: 'Повторить',
    currency: 'Валюта оплаты: {{currency}}',
    freeIpv4_one: '{{count}} свободный IPv4-адрес',
    freeIpv4_few: '{{count}} свободных IPv4-адреса',
    freeIpv4_many: '{{count}} свободных IPv4-адресов',
    freeIpv4_other: '{{count}} свободного IPv4-адреса',
    status: {
      available: 'Доступен',
      maintenance: 'На обслуживании',
      outOfStock: 'Нет мест',
    },
  },
  homeHero: {
    controlPanel: 'Перейти в панель управления',
  },
} as const satisfies Messages<typeof en, 'ru'>;
