import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { fakeApiClient, jsonResponse, regionsFixture } from '../../test/fixtures.ts';
import { fakeCloud } from '../../test/fakeCloud.ts';
import { createCloudConnection } from './cloudConnection.ts';
import { useRegionData, useServerAvailability } from './regionData.ts';
import { createRegionDataLoader } from './regionDataLoader.ts';
import { regionsApi } from '../regions/regionsApi.ts';

const consumer = {
  id: '8d2c7a10-0000-4000-8000-000000000005',
  name: 'default_consumer',
  os_user: 'u',
  os_password: 'p',
  os_project: 'project',
  os_domain: 'Default',
  created_at: '2030-01-01T00:00:00Z',
};

function Servers({ region }: { region: string }) {
  const { servers, volumes } = useRegionData(region);
  const available = useServerAvailability(region);
  return (
    <p>
      {`servers loaded=${servers.loaded} error=${servers.error} count=${servers.errorCount} message=${servers.errorMessage ?? '-'}`}
      {` volumes=${volumes.data?.length ?? 'none'} available=${available}`}
    </p>
  );
}

afterEach(() => {
  cleanup();
});

describe('useRegionData', () => {
  test('shows what the loader loaded, with the failure of a resource and the availability count', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeApiClient((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/consumers/') return jsonResponse([consumer]);
      if (path === '/api/regions/') return jsonResponse(regionsFixture);
      return jsonResponse({ plans: [] });
    });
    const cloud = fakeCloud({
      intercept: (call) =>
        call.path === '/compute/v2.1/servers/detail' && call.region === 'eu-central1'
          ? new Response(JSON.stringify({ message: 'Nova is down' }), { status: 500 })
          : undefined,
    });
    const connection = createCloudConnection({ baseUrl: 'http://cloud.test', fetch: cloud.fetch });
    const store = makeStore({ apiClient: api.apiClient, cloud: connection });
    render(
      <Provider store={store}>
        <Servers region="eu-west2" />
        <Servers region="eu-central1" />
      </Provider>,
    );
    expect(screen.getAllByText(/servers loaded=false/)).toHaveLength(2);

    const loader = createRegionDataLoader({ dispatch: store.dispatch, getState: store.getState });
    await act(async () => {
      await store.dispatch(regionsApi.endpoints.listRegions.initiate());
      await connection.start();
      loader.setRegions(['eu-west2', 'eu-central1']);
    });
    expect(
      await screen.findByText(
        'servers loaded=true error=false count=0 message=- volumes=0 available=10',
      ),
    ).toBeDefined();
    expect(
      screen.getByText(
        'servers loaded=false error=true count=1 message=Nova is down volumes=0 available=10',
      ),
    ).toBeDefined();
    act(() => {
      loader.stop();
      connection.stop();
    });
    warn.mockRestore();
  });
});
