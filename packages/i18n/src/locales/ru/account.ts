import type { Messages } from '../../messages.ts';
import type en from '../en/account.ts';

export default {
  suspended: 'Ваш аккаунт приостановлен',
  unsuspended: 'Работа вашего аккаунта возобновлена',
  sideNav: {
    notActivated: 'Активируйте аккаунт, чтобы открыть этот раздел.',
    suspendedForBalance: 'Аккаунт приостановлен. Пополните баланс, чтобы управлять серверами.',
  },
  refresh: {
    message: 'Доступна новая версия. Страница перезагрузится через {{time}}.',
    cancel: 'Отменить',
    refreshNow: 'Обновить сейчас',
    close: 'Закрыть',
    notice: 'Доступна новая версия сайта. Страница перезагрузится, когда закончится отсчёт.',
  },
  debug: {
    regionLabel: 'Отладочная информация',
    title: 'Отладочная информация',
    build: 'Сборка {{build}}',
    brand: 'Бренд {{brand}}',
    region: 'Регион {{region}}',
    requestId: 'Последний запрос {{requestId}}',
    noRequest: 'ещё не было',
    close: 'Скрыть отладочную информацию',
  },
  notification: {
    dismiss: 'Скрыть уведомление',
  },
  alertType: {
    error: 'Ошибка',
    warning: 'Предупреждение',
    success: 'Готово',
    info: 'Информация',
    promo: 'Специальное предложение',
  },
} as const satisfies Messages<typeof en, 'ru'>;
