import type { Messages } from '../../messages.ts';
import type en from '../en/errors.ts';

export default {
  status: {
    bad_request: 'Неверный запрос',
    unauthorized: 'Требуется авторизация',
    forbidden: 'Доступ запрещён',
    not_found: 'Не найдено',
    method_not_allowed: 'Метод не поддерживается',
    not_acceptable: 'Неприемлемый запрос',
    request_timeout: 'Истекло время ожидания запроса',
    conflict: 'Конфликт запросов. Дождитесь завершения текущей задачи, если она есть.',
    gone: 'Ресурс удалён',
    payload_too_large: 'Слишком большой объём данных',
    uri_too_long: 'Слишком длинный адрес запроса',
    too_many_requests: 'Слишком много запросов',
    internal_server_error: 'Внутренняя ошибка сервера',
    not_implemented: 'Не реализовано',
    bad_gateway: 'Ошибка шлюза',
    service_unavailable: 'Сервис недоступен',
    gateway_timeout: 'Шлюз не отвечает',
    http_version_not_supported: 'Версия HTTP не поддерживается',
    loop_detected: 'Обнаружен цикл',
    network_authentication_required: 'Требуется сетевая аутентификация',
    http_error: 'Запрос завершился с кодом {{status}}',
    network_error: 'Не удалось связаться с сервером. Проверьте подключение и попробуйте снова.',
    aborted: 'Запрос отменён.',
    invalid_response: 'Сервер вернул неожиданный ответ.',
    invalid_request: 'Не удалось отправить запрос.',
    unknown: 'Что-то пошло не так.',
  },
  // Коды ошибок API без ключа в своей области (§8 «api.{code}»).
  api: {
    above_maximum: 'Сумма больше максимального платежа для этого способа.',
    below_minimum: 'Сумма меньше минимального платежа для этого способа.',
    gateway_mismatch: 'Этот способ оплаты недоступен через выбранный платёжный сервис.',
    payment_not_found: 'Платёж не найден.',
    card_not_found: 'Карта не найдена. Обновите страницу, чтобы увидеть сохранённые карты.',
    company_details_required: 'Для компании из России нужен ИНН, а для организации ещё и КПП.',
    already_activated: 'Ваш аккаунт уже активирован.',
    idempotency_key_in_use: 'Платёж ещё обрабатывается. Подождите немного и попробуйте снова.',
    idempotency_key_reused:
      'Эта попытка оплаты использовалась с другими данными. Нажмите «Оплатить» ещё раз.',
  },
  toast: {
    badRequest: 'Неверный запрос',
    unauthenticated: 'Для доступа к этому ресурсу нужно войти. ({{status}} {{method}} {{path}})',
    forbidden: 'У вас нет прав на доступ к этому ресурсу.',
    conflict: 'Конфликт запросов',
    serverError:
      'Что-то пошло не так, попробуйте позже или обратитесь в поддержку. ({{status}} {{method}} {{path}})',
    busy: 'Наши сервисы сейчас перегружены.',
    unknown: 'Что-то пошло не так...',
  },
  cloud: {
    unauthorized: 'У вас нет прав на выполнение этого запроса.',
    serverError:
      'При обработке запроса что-то пошло не так. Попробуйте позже или обратитесь в поддержку.',
    busy: 'Наши сервисы сейчас перегружены. Попробуйте позже.',
  },
  app: {
    chunkLoadFailed: 'Не удалось загрузить часть приложения',
  },
} as const satisfies Messages<typeof en, 'ru'>;
