import { describe, expect, test } from 'vitest';
import { isServerInTransition, serverDisplayStatus } from './serverStatus.ts';

describe('serverDisplayStatus', () => {
  test.each([
    [{ status: 'ACTIVE', 'OS-EXT-STS:power_state': 1, 'OS-EXT-STS:task_state': null }, 'running'],
    [{ status: 'SHUTOFF', 'OS-EXT-STS:power_state': 4 }, 'stopped'],
    [{ status: 'BUILD', 'OS-EXT-STS:task_state': 'spawning' }, 'building'],
    [{ status: 'ACTIVE', 'OS-EXT-STS:task_state': 'powering-off' }, 'stopping'],
    [{ status: 'SHUTOFF', 'OS-EXT-STS:task_state': 'powering-on' }, 'starting'],
    [{ status: 'REBOOT', 'OS-EXT-STS:task_state': 'reboot_started' }, 'rebooting'],
    [{ status: 'HARD_REBOOT', 'OS-EXT-STS:task_state': 'reboot_started_hard' }, 'hardRebooting'],
    [{ status: 'RESIZE', 'OS-EXT-STS:task_state': 'resize_migrating' }, 'resizing'],
    [{ status: 'VERIFY_RESIZE', 'OS-EXT-STS:task_state': null }, 'confirmResize'],
    [{ status: 'REBUILD', 'OS-EXT-STS:task_state': 'rebuild_spawning' }, 'rebuilding'],
    [{ status: 'ACTIVE', 'OS-EXT-STS:task_state': 'deleting' }, 'deleting'],
    [{ status: 'ACTIVE', 'OS-EXT-STS:task_state': 'image_uploading' }, 'snapshotting'],
    [{ status: 'ERROR', 'OS-EXT-STS:vm_state': 'error' }, 'error'],
    [{ status: 'ACTIVE', 'OS-EXT-STS:vm_state': 'error' }, 'error'],
    [{ status: 'ACTIVE', 'OS-EXT-STS:power_state': 4 }, 'stopped'],
    [{ status: 'ACTIVE', 'OS-EXT-STS:task_state': 'some_future_task' }, 'unknown'],
    [{ status: 'NEW_STATUS' }, 'unknown'],
  ] as const)('%j is %s', (server, expected) => {
    expect(serverDisplayStatus(server)).toBe(expected);
  });
});

describe('isServerInTransition', () => {
  test('transitions poll, resting states do not', () => {
    expect(isServerInTransition('building')).toBe(true);
    expect(isServerInTransition('deleting')).toBe(true);
    expect(isServerInTransition('running')).toBe(false);
    expect(isServerInTransition('confirmResize')).toBe(false);
    expect(isServerInTransition('error')).toBe(false);
  });
});
