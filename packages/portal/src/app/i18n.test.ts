import { describe, expect, test } from 'vitest';
import { createI18n, INITIAL_NAMESPACES, namespaceBackend, switchLanguage } from './i18n.ts';

describe('createI18n loads only the active language, namespace by namespace', () => {
  test('the initial namespaces of the chosen language, and nothing of another language', async () => {
    const i18n = await createI18n('ru');
    expect(INITIAL_NAMESPACES).toEqual(['common', 'public']);
    expect(i18n.hasResourceBundle('ru', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'public')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'billing')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'public')).toBe(false);
  });

  test('another namespace loads on first use', async () => {
    const i18n = await createI18n('zh');
    await i18n.loadNamespaces('billing');
    expect(i18n.hasResourceBundle('zh', 'billing')).toBe(true);
    expect(i18n.t('billing:promo.notFound')).toBe('未找到该优惠码。');
    expect(i18n.hasResourceBundle('en', 'billing')).toBe(false);
  });

  test('switching the language loads that language', async () => {
    const i18n = await createI18n('en');
    await switchLanguage(i18n, 'ru');
    expect(i18n.hasResourceBundle('ru', 'common')).toBe(true);
    expect(i18n.t('nav.signIn')).toBe('Войти');
  });
});

test('the backend answers an error for an unknown language or namespace, messages otherwise', async () => {
  const read = (language: string, namespace: string) =>
    new Promise<{ error: unknown; data: unknown }>((resolve) => {
      namespaceBackend.read(language, namespace, (error, data) => resolve({ error, data }));
    });
  expect((await read('de', 'common')).error).toBeInstanceOf(Error);
  expect(String((await read('en', 'nowhere')).error)).toContain('No messages for en/nowhere');
  const ok = await read('ru', 'support');
  expect(ok.error).toBeNull();
  expect(ok.data).toMatchObject({ ticketStatus: { hasReply: 'Есть ответ' } });
});

describe('plural texts pick the form of the language through i18next', () => {
  test('Russian: 1, 21 → one; 2, 22 → few; 5, 11, 12 → many; 1.5 → other', async () => {
    const i18n = await createI18n('ru');
    await i18n.loadNamespaces('servers');
    const servers = (count: number) => i18n.t('servers:count', { count });
    expect(servers(1)).toBe('1 сервер');
    expect(servers(21)).toBe('21 сервер');
    expect(servers(2)).toBe('2 сервера');
    expect(servers(22)).toBe('22 сервера');
    expect(servers(5)).toBe('5 серверов');
    expect(servers(11)).toBe('11 серверов');
    expect(servers(12)).toBe('12 серверов');
    expect(servers(1.5)).toBe('1.5 сервера');
    const free = (count: number) => i18n.t('public:regions.freeIpv4', { count });
    expect(free(1)).toBe('1 свободный IPv4-адрес');
    expect(free(2)).toBe('2 свободных IPv4-адреса');
    expect(free(5)).toBe('5 свободных IPv4-адресов');
    expect(free(21)).toBe('21 свободный IPv4-адрес');
  });

  test('Russian days left: день, дня, дней', async () => {
    const i18n = await createI18n('ru');
    await i18n.loadNamespaces('billing');
    const days = (count: number) => i18n.t('billing:balance.daysLeft', { count });
    expect(days(1)).toBe('Баланса хватит ещё на 1 день');
    expect(days(2)).toBe('Баланса хватит ещё на 2 дня');
    expect(days(5)).toBe('Баланса хватит ещё на 5 дней');
    expect(days(21)).toBe('Баланса хватит ещё на 21 день');
  });

  test('English: one and other; Chinese: one form for every count', async () => {
    const en = await createI18n('en');
    await en.loadNamespaces('servers');
    expect(en.t('servers:count', { count: 1 })).toBe('1 server');
    expect(en.t('servers:count', { count: 21 })).toBe('21 servers');
    const zh = await createI18n('zh');
    await zh.loadNamespaces('servers');
    expect(zh.t('servers:count', { count: 1 })).toBe('1 台服务器');
    expect(zh.t('servers:count', { count: 5 })).toBe('5 台服务器');
  });
});

test('keys are typed for every namespace (i18next CustomTypeOptions): a wrong key fails tsc', async () => {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['billing', 'dns', 'support']);
  expect(i18n.t('billing:payment.cardDeclined')).toBe('Bank declined your payment');
  expect(i18n.t('dns:validation.nameDot')).toBe('Name must end with dot');
  expect(i18n.t('support:ticketStatus.hasReply')).toBe('Has reply');
  // @ts-expect-error: not a key of the billing namespace (tsc fails if this line type-checks)
  expect(i18n.t('billing:payment.neverWritten')).toBe('payment.neverWritten');
  // @ts-expect-error: `home` is not a namespace any more (renamed to `public`)
  expect(i18n.t('home:hero.title')).toBe('hero.title'); // i18next shows the key: no such text
});
