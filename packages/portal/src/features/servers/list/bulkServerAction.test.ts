import { describe, expect, test } from 'vitest';
import { BULK_CONCURRENCY, runBulkServerAction, type BulkTarget } from './bulkServerAction.ts';

const targets: BulkTarget[] = Array.from({ length: 10 }, (_, index) => ({
  id: `id-${String(index)}`,
  name: `web-${String(index)}`,
  region: 'eu-west2',
}));

describe('runBulkServerAction', () => {
  test('reports each server in order; one failure does not stop the others', async () => {
    const seen: string[] = [];
    const results = await runBulkServerAction(
      targets.slice(0, 3),
      'reboot',
      async (target) => {
        await new Promise((resolve) => setTimeout(resolve, target.id === 'id-0' ? 5 : 0));
        if (target.id === 'id-1')
          throw { name: 'CloudError', status: 409, message: 'Cannot reboot' };
      },
      (result) => seen.push(result.serverId),
    );
    expect(results).toEqual([
      { serverId: 'id-0', name: 'web-0', ok: true },
      { serverId: 'id-1', name: 'web-1', ok: false, message: 'Cannot reboot' },
      { serverId: 'id-2', name: 'web-2', ok: true },
    ]);
    // Progress arrives as calls land, not in target order.
    expect(seen[seen.length - 1]).toBe('id-0');
  });

  test(`runs at most ${String(BULK_CONCURRENCY)} calls at once`, async () => {
    let running = 0;
    let peak = 0;
    await runBulkServerAction(targets, 'delete', async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
    });
    expect(peak).toBe(BULK_CONCURRENCY);
  });

  test('nothing selected: no call', async () => {
    expect(await runBulkServerAction([], 'stop', () => Promise.reject(new Error('no')))).toEqual(
      [],
    );
  });
});
