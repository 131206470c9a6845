import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { BrandProvider } from '../../brand/BrandContext.tsx';
import { testBrand } from '../../test/fixtures.ts';
import { DEBUG_STORAGE_KEY } from './debugSetting.ts';
import { DebugToast } from './DebugToast.tsx';
import { createRequestIdLog, type RequestIdLog } from './requestIds.ts';

let english: i18n;
beforeAll(async () => {
  english = await createI18n('en');
  await english.loadNamespaces(['account']);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function renderAt(
  path: string,
  options: { requestIds?: RequestIdLog; region?: string; instance?: i18n } = {},
) {
  await act(async () => {
    render(
      <I18nextProvider i18n={options.instance ?? english}>
        <BrandProvider brand={{ ...testBrand, id: 'rocket' }}>
          <MemoryRouter initialEntries={[path]}>
            <DebugToast
              build="abc1234"
              requestIds={options.requestIds ?? createRequestIdLog()}
              {...(options.region ? { region: options.region } : {})}
            />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>,
    );
  });
}

const debugRegion = () => screen.queryByRole('region', { name: 'Debug information' });

describe('DebugToast (§2 Global UI)', () => {
  test('is not shown while the debug setting is off', async () => {
    await renderAt('/control/servers/list');
    expect(debugRegion()).toBeNull();
  });

  test('?debug=1 shows it with the build, brand, default region and no request yet, and keeps the setting', async () => {
    await renderAt('/control/servers/list?debug=1');
    const region = debugRegion()!;
    expect(within(region).getByText('Debug information')).toBeTruthy();
    expect(
      within(region).getByText(
        'Build abc1234 · Brand rocket · Region eu-west2 · Last request none yet',
      ),
    ).toBeTruthy();
    expect(localStorage.getItem(DEBUG_STORAGE_KEY)).toBe('1');
  });

  test('the stored setting shows it on a later visit; ?debug=0 turns it off', async () => {
    localStorage.setItem(DEBUG_STORAGE_KEY, '1');
    await renderAt('/control/servers/list', { region: 'eu-central1' });
    expect(within(debugRegion()!).getByText(/Region eu-central1/)).toBeTruthy();
    cleanup();

    await renderAt('/control/servers/list?debug=0');
    expect(debugRegion()).toBeNull();
    expect(localStorage.getItem(DEBUG_STORAGE_KEY)).toBeNull();
  });

  test('shows the last request id as requests are made', async () => {
    const requestIds = createRequestIdLog();
    requestIds.report('req-first');
    await renderAt('/?debug=1', { requestIds });
    expect(within(debugRegion()!).getByText(/Last request req-first$/)).toBeTruthy();
    act(() => requestIds.report('req-second'));
    expect(within(debugRegion()!).getByText(/Last request req-second$/)).toBeTruthy();
  });

  test('× hides it for this page', async () => {
    await renderAt('/?debug=1');
    await userEvent.click(
      within(debugRegion()!).getByRole('button', { name: 'Hide debug information' }),
    );
    expect(debugRegion()).toBeNull();
    expect(localStorage.getItem(DEBUG_STORAGE_KEY)).toBe('1');
  });

  test('is translated', async () => {
    const russian = await createI18n('ru');
    await russian.loadNamespaces(['account']);
    await renderAt('/?debug=1', { instance: russian });
    const region = screen.getByRole('region', { name: 'Отладочная информация' });
    expect(
      within(region).getByText(/^Сборка abc1234 · Бренд rocket · Регион eu-west2/),
    ).toBeTruthy();
  });
});
