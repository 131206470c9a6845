import { describe, expect, it } from 'vitest';
import { CONTROL_SCREENS, controlPath, NAMED_PATHS } from './paths.ts';

describe('controlPath', () => {
  it('builds plain screens under /control', () => {
    expect(controlPath('serverList')).toBe('/control/servers/list');
    expect(controlPath('affiliate')).toBe('/control/affiliate');
  });

  it('fills parameters, encoding each as one segment', () => {
    expect(controlPath('reinstallServer', { id: 'a1', name: 'web/1 ü' })).toBe(
      '/control/servers/reinstall/a1/web%2F1%20%C3%BC',
    );
  });

  it('drops an optional parameter that is left out', () => {
    expect(controlPath('serverPage', { id: 's1', tab: null })).toBe('/control/servers/page/s1');
    expect(controlPath('serverPage', { id: 's1', tab: 'server-console' })).toBe(
      '/control/servers/page/s1/server-console',
    );
  });

  it('names the §2 routes the reactions redirect to', () => {
    expect(NAMED_PATHS['pay-with']).toBe('/control/billing/make-payment/pay-with');
    expect(NAMED_PATHS['server-list']).toBe('/control/servers/list');
  });

  it('writes every pattern once', () => {
    const patterns = Object.values(CONTROL_SCREENS);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
