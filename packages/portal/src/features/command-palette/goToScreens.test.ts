import { loadBundle, reference } from '@cloud-portal/i18n';
import { describe, expect, test } from 'vitest';
import { CONTROL_SCREENS, type ControlScreen } from '../../app/paths.ts';
import { controlSectionOf, GO_TO_SCREENS, goToPath, hasRequiredParameter } from './goToScreens.ts';

const screens = Object.keys(CONTROL_SCREENS) as ControlScreen[];
const parameterFree = screens.filter((screen) => !hasRequiredParameter(CONTROL_SCREENS[screen]));

describe('the go-to destinations', () => {
  test('are every control screen without a required parameter, in order', () => {
    expect(GO_TO_SCREENS).toEqual(parameterFree);
    // The list is not empty by accident, and a parameter screen is not in it.
    expect(GO_TO_SCREENS).toContain('billingHistory');
    expect(GO_TO_SCREENS).toContain('payWith');
    expect(GO_TO_SCREENS).not.toContain('serverPage');
  });

  test('each has a title in every language', async () => {
    for (const language of ['en', 'ru', 'zh'] as const) {
      const titles: Record<string, string> =
        language === 'en'
          ? reference.account.screens
          : (await loadBundle(language)).account.screens;
      for (const screen of parameterFree)
        expect(titles[screen]?.trim(), `${language} title of ${screen}`).toBeTruthy();
    }
  });

  test('each goes to its path, an optional parameter left out', () => {
    expect(goToPath('billingHistory')).toBe('/control/billing/history');
    expect(goToPath('payWith')).toBe('/control/billing/make-payment/pay-with');
    expect(goToPath('networkAdd')).toBe('/control/servers/network/networks/add');
    for (const screen of GO_TO_SCREENS) expect(goToPath(screen)).not.toContain(':');
  });
});

describe('hasRequiredParameter', () => {
  test('a parameter is required unless it ends in "?"', () => {
    expect(hasRequiredParameter('servers/page/:id/:tab?')).toBe(true);
    expect(hasRequiredParameter('billing/make-payment/pay-with/:view?')).toBe(false);
    expect(hasRequiredParameter('servers/list')).toBe(false);
  });
});

describe('controlSectionOf', () => {
  test('every screen belongs to a side-nav section (its keyword in the palette)', () => {
    for (const screen of screens)
      expect(reference.account.nav[controlSectionOf(screen)]).toBeTruthy();
    expect(controlSectionOf('sshKeys')).toBe('servers');
    expect(controlSectionOf('accountSecurity')).toBe('account');
    // Object storage sits under servers, as the side nav highlights it.
    expect(controlSectionOf('objectStorageApi')).toBe('servers');
    expect(controlSectionOf('affiliate')).toBe('affiliate');
  });
});
