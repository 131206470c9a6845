import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import { BrandProvider } from '../../../brand/BrandContext.tsx';
import { fakeApiClient, jsonResponse, regionsFixture, testBrand } from '../../../test/fixtures.ts';
import { AccountApiScreen } from './AccountApiScreen.tsx';

const consumer = {
  id: '8d2c7a10-0000-4000-8000-0000000000aa',
  name: 'default_consumer',
  os_user: 'consumer-8d2c',
  os_password: 'S3cret-pass',
  os_project: 'project-8d2c',
  os_domain: 'Default',
  created_at: '2030-01-01T00:00:00Z',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderScreen(consumers: () => Response) {
  const { apiClient, calls } = fakeApiClient((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/consumers/') return consumers();
    if (path === '/api/regions/') return jsonResponse(regionsFixture);
    return jsonResponse({ detail: 'not found' }, 404);
  });
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['account']);
  render(
    <Provider store={makeStore({ apiClient })}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
          <AccountApiScreen />
        </BrandProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { calls, user: userEvent.setup() };
}

describe('account/api', () => {
  test('shows the consumer credentials for the default region, the password masked until asked', async () => {
    await renderScreen(() => jsonResponse([consumer]));
    expect(await screen.findByText('project-8d2c')).toBeDefined();
    expect(screen.getByText(`${window.location.origin}/cloud/eu-west2/identity/v3`)).toBeDefined();
    expect(screen.getByText('consumer-8d2c')).toBeDefined();
    expect(screen.getByTestId('api-password').textContent).not.toContain('S3cret-pass');
    // Neither file shows the password, and neither offers to copy a masked one.
    expect(document.body.textContent).not.toContain('S3cret-pass');
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  test('"Show password" reveals it in the fields and both files; a region changes the auth URL', async () => {
    const { user } = await renderScreen(() => jsonResponse([consumer]));
    await user.click(await screen.findByRole('switch', { name: 'Show password' }));
    expect(screen.getByTestId('api-password').textContent).toBe('S3cret-pass');
    expect(screen.getAllByText(/S3cret-pass/)).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'eu-central1');
    expect(
      screen.getByText(`${window.location.origin}/cloud/eu-central1/identity/v3`),
    ).toBeDefined();
    expect(document.body.textContent).toContain("export OS_REGION_NAME='eu-central1'");
  });

  test('downloads openrc.sh with the real password even while it is masked', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user } = await renderScreen(() => jsonResponse([consumer]));
    await user.click(await screen.findByRole('button', { name: 'Download openrc.sh' }));
    expect(clicked).toEqual(['openrc.sh']);
    const text = await blobs[0]!.text();
    expect(text).toContain("export OS_PASSWORD='S3cret-pass'");
    expect(text).toContain("export OS_USERNAME='consumer-8d2c'");
  });

  test('a failed load says so and retries', async () => {
    let answer = () => jsonResponse({ detail: 'boom' }, 502);
    const { calls, user } = await renderScreen(() => answer());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your API credentials could not be loaded.');
    answer = () => jsonResponse([consumer]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('project-8d2c')).toBeDefined();
    await waitFor(() =>
      expect(calls.filter((call) => call === 'GET /api/consumers/').length).toBeGreaterThan(1),
    );
  });

  test('no consumer yet: the project is being set up', async () => {
    await renderScreen(() => jsonResponse([]));
    expect(await screen.findByText(/Your cloud project is being set up/)).toBeDefined();
  });
});
