import type { Messages } from '../../../messages.ts';
import type en from '../../en/servers/page.ts';

export default {
  address: 'Адрес',
  noAddress: 'Адреса пока нет',
  copyAddress: 'Скопировать адрес',
  copied: 'Скопировано',
  region: 'Регион',
  tabsLabel: 'Сервер',
  tabFailed: 'Не удалось показать эту вкладку.',
  retry: 'Повторить',
  pendingTab: 'Эта вкладка ещё не готова.',
  notFound: {
    heading: 'Сервер не найден',
    text: 'В вашем аккаунте нет сервера с таким идентификатором. Возможно, он был удалён.',
    back: 'К списку серверов',
  },
  tabs: {
    'server-details': 'Сведения',
    'server-ports': 'Порты',
    'server-billing': 'Оплата',
    'server-charts': 'Графики',
    'server-console': 'Консоль',
    'server-controls': 'Управление',
    'server-security': 'Безопасность',
  },
} as const satisfies Messages<typeof en, 'ru'>;
