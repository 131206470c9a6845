import type { Messages } from '../../messages.ts';
import type en from '../en/common.ts';

export default {
  nav: {
    mainNavigation: 'Основная навигация',
    products: 'Продукты',
    cloudVds: 'Облачные VDS',
    elasticVolumes: 'Эластичные диски',
    dataCenters: 'Дата-центры',
    news: 'Новости',
    support: 'Поддержка',
    knowledgeBase: 'База знаний',
    tutorials: 'Руководства сообщества',
    about: 'О компании',
    contact: 'Контакты',
    jobs: 'Вакансии',
    aboutUs: 'О нас',
    affiliate: 'Партнёрская программа',
    signIn: 'Войти',
    signUp: 'Регистрация',
    controlPanel: 'Панель управления',
    language: 'Язык',
    home: '{{siteName}}: главная',
    openMenu: 'Меню',
  },
  titles: {
    companyAbout: 'О нас — {{siteName}}',
    companyContact: 'Контакты — {{siteName}}',
    companyJobs: 'Вакансии — {{siteName}}',
    companyAffiliate: 'Партнёрская программа — {{siteName}}',
    dataCenters: 'Расположение дата-центров — {{siteName}}',
    pricing: 'Цены — {{siteName}}',
    tutorials: 'Руководства сообщества — {{siteName}}',
    totpTest: 'Проверка аутентификатора — {{siteName}}',
    news: 'Новости — {{siteName}}',
    knowledge: 'База знаний — {{siteName}}',
    article: '{{title}} — {{siteName}}',
    home: '{{siteName}} — облачные серверы за минуты',
    donate: 'Пожертвование — {{siteName}}',
    donatePayWith: 'Подтверждение пожертвования — {{siteName}}',
    notFound: 'Страница не найдена — {{siteName}}',
    login: 'Вход — {{siteName}}',
    register: 'Регистрация — {{siteName}}',
    resetPassword: 'Восстановление пароля — {{siteName}}',
  },
  unsavedChanges: {
    confirm: 'Есть несохранённые изменения. Всё равно уйти со страницы?',
  },
  notFound: {
    heading: 'Страница не найдена',
    text: 'Такой страницы нет или она была перемещена.',
    backHome: 'На главную',
  },
  noScript: {
    heading: 'JavaScript выключен',
    text: 'Этой странице нужен JavaScript. Включите его в браузере и обновите страницу.',
  },
  errors: {
    heading: 'Что-то пошло не так',
    text: 'Непредвиденная ошибка остановила эту страницу. Перезагрузите страницу или попробуйте позже.',
    reload: 'Перезагрузить страницу',
  },
  colorScheme: {
    label: 'Тема',
    system: 'Как в системе',
    light: 'Светлая',
    dark: 'Тёмная',
  },
  loading: 'Загрузка…',
  // A section whose store chunk failed to load (issue 5): WithStore's retry message.
  storeFailed: {
    text: 'Не удалось загрузить эту часть страницы.',
    retry: 'Повторить',
  },
  chunkFailed: {
    heading: 'Не удалось загрузить часть приложения',
    text: 'Часть страницы не загрузилась: прервалось соединение или вышла новая версия сайта. Перезагрузите страницу, чтобы продолжить.',
    reload: 'Перезагрузить страницу',
  },
  routeLoading: {
    label: 'Загрузка страницы',
  },
  notifications: {
    regionLabel: 'Объявления',
  },
  toasts: {
    regionLabel: 'Сообщения',
    dismiss: 'Закрыть',
  },
  footer: {
    rights: '© {{year}} {{siteName}}. Все права защищены.',
  },
} as const satisfies Messages<typeof en, 'ru'>;
