import type { Messages } from '../../messages.ts';
import type en from '../en/dns.ts';

export default {
  validation: {
    nameDot: 'Имя должно заканчиваться точкой',
    nameLength: 'Имя должно быть не длиннее {{max}} символов, не считая последней точки.',
    labelLength: 'Каждая часть имени между точками должна содержать от 1 до {{max}} символов.',
    nameCharacters:
      'Используйте только латинские буквы, цифры, дефисы и подчёркивания; часть имени не может начинаться или заканчиваться дефисом.',
    ttl: 'TTL — целое число секунд от {{min}} до {{max}}.',
    recordType: 'Выберите поддерживаемый тип записи.',
    record: 'Это значение не подходит для записи {{type}}.',
    description: 'Описание должно быть не длиннее {{max}} символов.',
  },
} as const satisfies Messages<typeof en, 'ru'>;
