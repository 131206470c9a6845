import type { Messages } from '../../messages.ts';
import type en from '../en/validation.ts';

export default {
  required: 'Это поле обязательно для заполнения.',
  requiredMin: 'Это поле обязательно, и в нём должно быть не меньше {{min}} символов.',
  maxLength: 'Не больше {{max}} символов.',
  alphabetic: 'Это поле может содержать только буквы.',
  phone: 'Введите номер, начиная с + и кода страны, например +7 495 123-45-67.',
  phoneLength: 'В номере телефона от {{min}} до {{max}} цифр, включая код страны.',
  nameTaken: 'Это имя уже занято',
  nameForbidden: 'Это имя использовать нельзя',
} as const satisfies Messages<typeof en, 'ru'>;
