import type { Messages } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  login: {
    heading: 'Вход',
    email: 'Электронная почта',
    password: 'Пароль',
    submit: 'Войти',
    forgotPassword: 'Забыли пароль?',
    noAccount: 'Ещё нет аккаунта?',
    signUpLink: 'Зарегистрироваться',
    passwordResetDone: 'Пароль изменён. Войдите с новым паролем.',
    orContinueWith: 'Или войдите через',
    socialButton: 'Войти через {{provider}}',
  },
  totp: {
    heading: 'Двухфакторная аутентификация',
    intro: 'Введите 6-значный код из приложения-аутентификатора.',
    recoveryIntro:
      'Введите один из 8-символьных кодов восстановления. Каждый код действует один раз.',
    codeLabel: 'Код аутентификации',
    recoveryLabel: 'Код восстановления',
    useRecovery: 'Использовать код восстановления',
    useCode: 'Использовать приложение-аутентификатор',
    submit: 'Подтвердить',
    back: 'Вернуться ко входу',
  },
  oauth: {
    heading: 'Вход',
    working: 'Завершаем вход…',
    stateMismatch: 'Ссылка для входа недействительна или устарела. Начните заново.',
    denied: 'Вход через провайдера отменён.',
    backToLogin: 'Вернуться ко входу',
  },
  register: {
    heading: 'Регистрация',
    email: 'Электронная почта',
    password: 'Пароль',
    passwordConfirmation: 'Повторите пароль',
    passwordHint: 'Не меньше {{min}} символов.',
    submit: 'Зарегистрироваться',
    haveAccount: 'Уже есть аккаунт?',
    signInLink: 'Войти',
    checkMail: 'Спасибо. Проверьте почту: мы отправили вам письмо об аккаунте.',
  },
  reset: {
    requestHeading: 'Восстановление пароля',
    requestIntro: 'Укажите почту вашего аккаунта, и мы пришлём ссылку для смены пароля.',
    email: 'Электронная почта',
    requestSubmit: 'Отправить ссылку',
    requestSent:
      'Если для этого адреса есть аккаунт, мы отправили на него ссылку для смены пароля. Ссылка действует один час.',
    newHeading: 'Новый пароль',
    newPassword: 'Новый пароль',
    newPasswordConfirmation: 'Повторите новый пароль',
    newSubmit: 'Сменить пароль',
    backToLogin: 'Вернуться ко входу',
  },
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  control: {
    loading: 'Загружаем ваш аккаунт…',
    loadFailed: 'Не удалось загрузить аккаунт.',
    retry: 'Повторить',
  },
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
