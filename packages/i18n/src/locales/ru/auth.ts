import type { Messages } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  impersonation: {
    notice: 'Вы вошли как {{user}}',
    signOut: 'Выйти',
  },
  password: {
    notChanged: 'Пароль не изменён. Попробуйте ещё раз.',
  },
  twoFactor: {
    invalidCode: 'Неверный код подтверждения. Попробуйте ещё раз.',
    codeAlreadyUsed: 'Этот код подтверждения уже использован. Дождитесь следующего.',
    unavailableForSocialLogin:
      'Двухфакторная аутентификация недоступна для аккаунтов, вход в которые выполняется через социальные сети.',
    recoveryCodeInvalid: 'Код восстановления неверен или уже использован.',
  },
  validation: {
    passwordTooShort: 'Пароль должен содержать не меньше {{min}} символов.',
    passwordMismatch: 'Пароли не совпадают.',
    twoFactorCode: 'Введите 6-значный код из приложения-аутентификатора.',
    recoveryCode: 'Код восстановления состоит из 8 букв и цифр.',
  },
} as const satisfies Messages<typeof en, 'ru'>;
