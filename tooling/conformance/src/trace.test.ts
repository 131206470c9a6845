import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareTraces, formatDifferences, shapeOf, splitAccepted, type Trace } from './trace.ts';

const trace = (target: string, observations: Trace['observations']): Trace => ({
  target,
  observations,
});

describe('shapeOf', () => {
  it('merges the shapes of list items and keeps null apart', () => {
    assert.deepEqual(shapeOf({ id: 'a', ports: [{ n: 1 }, { n: 2, x: null }] }), {
      id: 'string',
      ports: [{ n: 'number', x: 'null' }],
    });
  });
});

describe('compareTraces', () => {
  it('finds a missing key, a type change, a status and an absent step', () => {
    const real = trace('real', [
      { step: 'a', status: 200, shape: shapeOf({ server: { id: 'x', locked: false } }) },
      { step: 'b', status: 404 },
    ]);
    const emulator = trace('emulator', [
      { step: 'a', status: 202, shape: shapeOf({ server: { id: 1 } }) },
    ]);
    const differences = compareTraces(real, emulator);
    assert.deepEqual(
      differences.map((difference) =>
        `${difference.step} ${difference.kind} ${difference.path ?? ''}`.trim(),
      ),
      ['a status', 'a type server.id', 'a missing server.locked', 'b step'],
    );
    assert.match(
      formatDifferences(differences),
      /server\.locked {2}real: boolean {2}emulator: absent/,
    );
  });

  it('a null on one side and data-keyed maps (addresses, metadata) are not differences', () => {
    const real = trace('real', [
      {
        step: 's',
        status: 200,
        shape: shapeOf({
          key_name: 'k',
          addresses: { public: [{ addr: '1', version: 4 }] },
          metadata: {},
        }),
      },
    ]);
    const emulator = trace('emulator', [
      {
        step: 's',
        status: 200,
        shape: shapeOf({
          key_name: null,
          addresses: { 'net-eu-west2': [{ addr: '2', version: 4 }] },
          metadata: { a: 'b' },
        }),
      },
    ]);
    assert.deepEqual(compareTraces(real, emulator), []);
  });

  it('state waits agree on the end state and keep to the allowed states', () => {
    const allowedStates = ['ACTIVE', 'SHUTOFF'];
    const real = trace('real', [{ step: 'stop', status: 0, states: ['SHUTOFF'], allowedStates }]);
    const emulator = trace('emulator', [
      { step: 'stop', status: 0, states: ['ACTIVE', 'SHUTOFF'], allowedStates },
    ]);
    assert.deepEqual(compareTraces(real, emulator), []);
    const stray = trace('emulator', [
      { step: 'stop', status: 0, states: ['ERROR', 'SHUTOFF'], allowedStates },
    ]);
    assert.equal(compareTraces(real, stray)[0]?.kind, 'states');
    const wrongEnd = trace('emulator', [
      { step: 'stop', status: 0, states: ['ACTIVE'], allowedStates },
    ]);
    assert.equal(compareTraces(real, wrongEnd)[0]?.kind, 'states');
  });

  it('error codes must match', () => {
    const real = trace('real', [
      { step: 'quota', status: 403, error: { code: 'forbidden', message: 'Quota exceeded' } },
    ]);
    const emulator = trace('emulator', [
      { step: 'quota', status: 403, error: { code: 'bad_request', message: 'x' } },
    ]);
    assert.equal(compareTraces(real, emulator)[0]?.kind, 'error');
  });
});

describe('splitAccepted', () => {
  it('accepts only the exact step, kind and path listed', () => {
    const listed = {
      step: 'image.snapshot',
      kind: 'missing',
      path: 'stores',
      reference: 'absent',
      candidate: 'string',
    };
    const other = { ...listed, path: 'status' };
    const { failing, accepted } = splitAccepted([listed, other]);
    assert.deepEqual(accepted, [listed]);
    assert.deepEqual(failing, [other]);
  });
});
