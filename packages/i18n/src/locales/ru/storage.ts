import type { Messages } from '../../messages.ts';
import type en from '../en/storage.ts';

export default {
  objectStorage: {
    containerNotEmpty: 'Контейнер не пуст. Сначала удалите из него объекты.',
    ec2CredentialsFailed: 'Не удалось создать ключи EC2. Обратитесь в поддержку.',
  },
  validation: {
    containerNameLength: 'Имя должно содержать от {{min}} до {{max}} символов.',
    containerNameCharacters: 'Используйте только строчные латинские буквы, цифры, точки и дефисы.',
    containerNameEdges: 'Имя должно начинаться и заканчиваться строчной буквой или цифрой.',
    containerNameDots: 'Точки не могут стоять рядом друг с другом или с дефисом.',
    containerNameIp: 'Имя не может выглядеть как IP-адрес.',
    containerNameReserved: 'Имя не может начинаться или заканчиваться на «{{part}}».',
  },
} as const satisfies Messages<typeof en, 'ru'>;
