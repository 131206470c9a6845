import { describe, expect, it } from 'vitest';
import { errorBody, neutronError, novaFault, openStackError } from './errors.ts';

describe('OpenStack error bodies per service style', () => {
  it("writes Keystone's (and keystonemiddleware's) body with the status title", () => {
    expect(openStackError(401, 'The request you have made requires authentication.')).toEqual({
      error: {
        code: 401,
        title: 'Unauthorized',
        message: 'The request you have made requires authentication.',
      },
    });
    expect(openStackError(429, 'Slow down.').error.title).toBe('Too Many Requests');
    expect(openStackError(418, 'x').error.title).toBe('Error');
  });

  it("writes Nova's faults under their names, computeFault for the others", () => {
    expect(novaFault(404, 'Flavor 42 could not be found.')).toEqual({
      itemNotFound: { code: 404, message: 'Flavor 42 could not be found.' },
    });
    expect(Object.keys(novaFault(400, 'x'))).toEqual(['badRequest']);
    expect(Object.keys(novaFault(403, 'x'))).toEqual(['forbidden']);
    expect(Object.keys(novaFault(409, 'x'))).toEqual(['conflictingRequest']);
    expect(Object.keys(novaFault(429, 'x'))).toEqual(['overLimit']);
    expect(Object.keys(novaFault(406, 'x'))).toEqual(['computeFault']);
    expect(Object.keys(novaFault(500, 'x'))).toEqual(['computeFault']);
  });

  it("writes Neutron's NeutronError with a type, an HTTP one by default", () => {
    expect(neutronError(404, 'Network 5e1c could not be found.', 'NetworkNotFound')).toEqual({
      NeutronError: {
        type: 'NetworkNotFound',
        message: 'Network 5e1c could not be found.',
        detail: '',
      },
    });
    expect(neutronError(409, 'In use.').NeutronError.type).toBe('HTTPConflict');
    expect(neutronError(500, 'Boom.').NeutronError.type).toBe('HTTPInternalServerError');
  });

  it('picks the body by style', () => {
    expect(errorBody('keystone', 404, 'm')).toEqual(openStackError(404, 'm'));
    expect(errorBody('nova', 404, 'm')).toEqual(novaFault(404, 'm'));
    expect(errorBody('neutron', 404, 'm')).toEqual(neutronError(404, 'm'));
  });
});
