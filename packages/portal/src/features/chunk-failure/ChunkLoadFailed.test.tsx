import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { ChunkLoadFailed } from './ChunkLoadFailed.tsx';

afterEach(cleanup);

async function renderIn(language: 'en' | 'ru' | 'zh', reload = vi.fn()) {
  const i18n = await createI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ChunkLoadFailed reload={reload} />
    </I18nextProvider>,
  );
  return reload;
}

describe("ChunkLoadFailed (§8 'Loading chunk failed')", () => {
  test('says so in words and reloads the page from its one button', async () => {
    const reload = await renderIn('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Loading chunk failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Reload the page to continue/);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['ru', 'Не удалось загрузить часть приложения', 'Перезагрузить страницу'],
    ['zh', '页面模块加载失败', '刷新页面'],
  ] as const)(
    'is translated (%s) from the namespace every page has',
    async (language, heading, button) => {
      await renderIn(language);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(screen.getByRole('button', { name: button })).toBeTruthy();
    },
  );
});
