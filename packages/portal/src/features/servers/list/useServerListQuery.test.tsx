import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useServerListQuery } from './useServerListQuery.ts';

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [query, setQuery] = useServerListQuery();
      return { query, setQuery, location: useLocation(), navigate: useNavigate() };
    },
    { wrapper },
  );
}

describe('useServerListQuery', () => {
  it('reads the query from the URL', () => {
    const { result } = setup('/control/servers/list?q=web&sort=name&dir=desc');
    expect(result.current.query).toMatchObject({
      search: 'web',
      sort: 'name',
      direction: 'descending',
    });
  });

  it('shows a change at once and writes the URL after it', async () => {
    const { result } = setup('/control/servers/list');
    act(() => result.current.setQuery({ search: 'w' }));
    act(() => result.current.setQuery({ search: 'we' }));
    expect(result.current.query.search).toBe('we');
    await waitFor(() => expect(result.current.location.search).toBe('?q=we'));
    // The URL's own arrival does not undo newer typing, nor is the query reset.
    expect(result.current.query.search).toBe('we');
  });

  it('takes a URL changed from outside (a link, Back)', async () => {
    const { result } = setup('/control/servers/list?q=web');
    act(() => {
      void result.current.navigate('/control/servers/list?status=stopped');
    });
    await waitFor(() => expect(result.current.query.status).toBe('stopped'));
    expect(result.current.query.search).toBe('');
  });
});
