import { describe, expect, test } from 'vitest';
import {
  allowedServerActions,
  canRunServerAction,
  SERVER_CONTROL_ACTIONS,
} from './serverActionRules.ts';
import type { ServerDisplayStatus } from './serverStatus.ts';

describe('canRunServerAction', () => {
  test.each<[ServerDisplayStatus, string[]]>([
    [
      'running',
      [
        'stop',
        'reboot',
        'hardReboot',
        'changePassword',
        'upgrade',
        'reinstall',
        'rename',
        'delete',
      ],
    ],
    ['stopped', ['start', 'hardReboot', 'upgrade', 'reinstall', 'rename', 'delete']],
    ['error', ['stop', 'hardReboot', 'reinstall', 'rename', 'delete']],
    ['rescue', ['stop', 'rename', 'delete']],
    ['paused', ['hardReboot', 'rename', 'delete']],
    ['suspended', ['hardReboot', 'rename', 'delete']],
    ['building', ['rename', 'delete']],
    ['stopping', ['rename', 'delete']],
    ['rebooting', ['rename', 'delete']],
    ['confirmResize', ['rename', 'delete']],
    ['unknown', ['rename', 'delete']],
    ['deleting', []],
  ])('%s allows %j', (status, expected) => {
    expect(allowedServerActions(status)).toEqual(expected);
    for (const action of SERVER_CONTROL_ACTIONS) {
      expect(canRunServerAction(action, status)).toBe(expected.includes(action));
    }
  });
});
