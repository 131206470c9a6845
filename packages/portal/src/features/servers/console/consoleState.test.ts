import { describe, expect, test } from 'vitest';
import {
  consoleNotice,
  consoleReducer,
  failureOfReason,
  type ConsoleEvent,
  type ConsoleState,
} from './consoleState.ts';

const run = (events: ConsoleEvent[], start: ConsoleState = { kind: 'opening' }) =>
  events.reduce(consoleReducer, start);

describe('console state', () => {
  test('opening → connecting → connected → disconnected', () => {
    expect(run([{ type: 'linkReady' }])).toEqual({ kind: 'connecting' });
    expect(run([{ type: 'linkReady' }, { type: 'connected' }])).toEqual({ kind: 'connected' });
    expect(run([{ type: 'linkReady' }, { type: 'connected' }, { type: 'disconnected' }])).toEqual({
      kind: 'disconnected',
    });
  });

  test('the cloud refusing a console link: 404 gone, 409 not ready, else the message', () => {
    expect(run([{ type: 'linkFailed', status: 404, message: 'x' }])).toEqual({
      kind: 'failed',
      failure: 'gone',
    });
    expect(run([{ type: 'linkFailed', status: 409, message: 'x' }])).toEqual({
      kind: 'failed',
      failure: 'notReady',
    });
    expect(run([{ type: 'linkFailed', status: 500, message: 'Boom' }])).toEqual({
      kind: 'failed',
      failure: 'error',
      detail: 'Boom',
    });
  });

  test('a refused handshake keeps its reason through the close that follows it', () => {
    expect(
      run([
        { type: 'linkReady' },
        { type: 'securityFailure', reason: 'Console token expired: open the console again.' },
        { type: 'disconnected' },
      ]),
    ).toEqual({ kind: 'failed', failure: 'expired' });
    expect(
      run([
        { type: 'linkReady' },
        { type: 'securityFailure', reason: 'The server of this console no longer exists.' },
        { type: 'disconnected' },
      ]),
    ).toEqual({ kind: 'failed', failure: 'gone' });
  });

  test('a close before the console answered is unreachable; open starts over', () => {
    const failed = run([{ type: 'linkReady' }, { type: 'disconnected' }]);
    expect(failed).toEqual({ kind: 'failed', failure: 'unreachable' });
    expect(consoleReducer(failed, { type: 'open' })).toEqual({ kind: 'opening' });
  });

  test('reasons: token ones are expired, unknown ones keep their text', () => {
    expect(failureOfReason('Invalid console token: open the console again.')).toEqual({
      failure: 'expired',
    });
    expect(failureOfReason('Authentication failure')).toEqual({
      failure: 'error',
      detail: 'Authentication failure',
    });
    expect(failureOfReason('')).toEqual({ failure: 'error' });
  });

  test('notices for servers whose console shows no running system', () => {
    expect(consoleNotice('stopped')).toBe('stopped');
    expect(consoleNotice('suspended')).toBe('paused');
    expect(consoleNotice('building')).toBe('building');
    expect(consoleNotice('running')).toBeUndefined();
    expect(consoleNotice('rebooting')).toBeUndefined();
  });
});
