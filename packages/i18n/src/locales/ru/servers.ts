import type { Messages } from '../../messages.ts';
import type en from '../en/servers.ts';
import billing from './servers/billing.ts';
import charts from './servers/charts.ts';
import console from './servers/console.ts';
import create from './servers/create.ts';
import list from './servers/list.ts';
import page from './servers/page.ts';

export default {
  list,
  create,
  page,
  console,
  charts,
  billing,
  status: {
    running: 'Работает',
    stopped: 'Остановлен',
    building: 'Создаётся',
    starting: 'Запускается',
    stopping: 'Останавливается',
    rebooting: 'Перезагружается',
    hardRebooting: 'Жёсткая перезагрузка',
    resizing: 'Меняется тариф',
    confirmResize: 'Ждёт подтверждения тарифа',
    rebuilding: 'Переустанавливается',
    deleting: 'Удаляется',
    snapshotting: 'Создаётся снимок',
    changingPassword: 'Меняется пароль',
    paused: 'Приостановлен',
    suspended: 'Заморожен',
    rescue: 'Режим восстановления',
    shelved: 'Отложен',
    error: 'Ошибка',
    unknown: 'Неизвестно',
  },
  count_one: '{{count}} сервер',
  count_few: '{{count}} сервера',
  count_many: '{{count}} серверов',
  count_other: '{{count}} сервера',
  ping: {
    latency: '{{ms}} мс',
    failed: 'Нет ответа',
  },
  createErrors: {
    quotaExceeded:
      'Вы достигли лимита в этом регионе. Выберите другой регион или обратитесь в поддержку, чтобы увеличить квоту.',
    regionOutOfStock:
      'В этом регионе сейчас нет свободных ресурсов. Выберите другой регион или попробуйте позже.',
    regionMaintenance:
      'В этом регионе идут технические работы. Выберите другой регион или попробуйте позже.',
  },
  unknownImage: 'Неизвестный образ',
  regionUnavailable: {
    readOnly: 'В этом регионе продолжают работать существующие серверы, но новые не создаются.',
    maintenance: 'Регион на техническом обслуживании. Создать новый сервер здесь пока нельзя.',
    outOfStock: 'В регионе закончились свободные ресурсы. Создать новый сервер здесь пока нельзя.',
    unavailable: 'Регион сейчас не принимает новые серверы.',
    noFreeIpv4:
      'В регионе не хватает свободных IPv4-адресов. Выберите другой регион или попробуйте позже.',
    noFreeIpv6:
      'В регионе не хватает свободных IPv6-адресов. Выберите другой регион или попробуйте позже.',
  },
  validation: {
    sshKey: 'Введите корректный SSH-ключ',
    keypairName: 'Используйте только латинские буквы, цифры, пробелы и дефисы.',
    hostname:
      'Используйте латинские буквы, цифры и дефисы; каждая часть между точками — от 1 до 63 символов и не может начинаться или заканчиваться дефисом.',
  },
} as const satisfies Messages<typeof en, 'ru'>;
