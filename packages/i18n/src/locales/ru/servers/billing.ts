import type { Messages } from '../../../messages.ts';
import type en from '../../en/servers/billing.ts';

export default {
  loading: 'Загружаем оплату этого сервера…',
  failed: 'Не удалось загрузить оплату этого сервера.',
  retry: 'Повторить',
  empty: {
    title: 'Пока не тарифицируется',
    text: 'У этого сервера ещё нет записи об оплате. Она появится, когда сервер будет создан.',
  },
  charges: {
    title: 'Начисления',
    since: 'Начислено с {{date}}',
    deduction: 'Спишется с баланса {{date}}; начисления списываются каждые 24 часа.',
    stillBilled:
      'Остановленный сервер тоже оплачивается: удалите его, чтобы начисления прекратились.',
  },
  plan: {
    title: 'Тариф',
    perHour: 'в час',
    perHourShort: '/ч',
    perMonth: 'в месяц',
    perMonthShort: '/мес',
    cycle: 'Период оплаты',
    traffic: 'Трафик в тарифе',
    trafficTb_one: '{{count}} ТБ в месяц',
    trafficTb_few: '{{count}} ТБ в месяц',
    trafficTb_many: '{{count}} ТБ в месяц',
    trafficTb_other: '{{count}} ТБ в месяц',
  },
  network: {
    title: 'Сетевой тариф',
    current: 'Скорость порта',
    choose: 'Новая скорость порта',
    change: 'Сменить сетевой тариф',
    confirmTitle: 'Сменить скорость порта {{name}} на {{plan}}?',
    confirmMessage: 'Новая скорость действует сразу. Цена сервера не меняется.',
    confirm: 'Сменить',
    cancel: 'Отмена',
    changed: 'Скорость порта теперь {{plan}}.',
  },
  traffic: {
    title: 'Трафик',
    progress: 'Трафик за этот месяц',
    used: '{{used}} из {{limit}}',
    resets: 'Счётчик обнулится {{date}}.',
    rule: 'Когда лимит превышен, автоматически добавляется 1 ТБ за {{price}}.',
    extra_one: 'В этом месяце добавлен {{count}} ТБ: {{amount}}',
    extra_few: 'В этом месяце добавлено {{count}} ТБ: {{amount}}',
    extra_many: 'В этом месяце добавлено {{count}} ТБ: {{amount}}',
    extra_other: 'В этом месяце добавлено {{count}} ТБ: {{amount}}',
    none: 'Трафик этого сервера пока не учитывается.',
  },
  ipv4: {
    title: 'Адреса IPv4',
    thisServer_one: 'У этого сервера {{count}} адрес IPv4.',
    thisServer_few: 'У этого сервера {{count}} адреса IPv4.',
    thisServer_many: 'У этого сервера {{count}} адресов IPv4.',
    thisServer_other: 'У этого сервера {{count}} адреса IPv4.',
    rule: 'Первый адрес IPv4 аккаунта бесплатный; дополнительные, начиная со второго сервера, стоят {{price}} в месяц каждый.',
    regionCharge_one:
      'В этом регионе вы платите за {{count}} дополнительный адрес: {{amount}} в месяц.',
    regionCharge_few:
      'В этом регионе вы платите за {{count}} дополнительных адреса: {{amount}} в месяц.',
    regionCharge_many:
      'В этом регионе вы платите за {{count}} дополнительных адресов: {{amount}} в месяц.',
    regionCharge_other:
      'В этом регионе вы платите за {{count}} дополнительного адреса: {{amount}} в месяц.',
    regionFree: 'В этом регионе вы не платите за дополнительные адреса.',
  },
  units: { b: 'Б', kb: 'КБ', mb: 'МБ', gb: 'ГБ', tb: 'ТБ' },
} as const satisfies Messages<typeof en, 'ru'>;
