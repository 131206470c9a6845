import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../config.ts';
import { parseAuthRequest } from './authRequest.ts';

const SAMPLES = join(findRepoRoot(), '..', 'shared', 'openstack-samples', 'keystone', 'v3');
const sample = (path: string): unknown => JSON.parse(readFileSync(join(SAMPLES, path), 'utf8'));

describe('parseAuthRequest', () => {
  it('reads the official password request samples', () => {
    expect(parseAuthRequest(sample('auth/requests/project-id-password.json'))).toEqual({
      ok: true,
      request: {
        methods: ['password'],
        user: { id: 'ee4dfb6e5540447cb3741905149d9b6e' },
        password: 'devstacker',
        scope: { kind: 'project', project: { id: 'a6944d763bf64ee6a275f1263fae0352' } },
      },
    });
    expect(parseAuthRequest(sample('auth/requests/project-name-password.json'))).toMatchObject({
      ok: true,
      request: {
        scope: { kind: 'project', project: { name: 'admin', domain: { id: 'default' } } },
      },
    });
    expect(
      parseAuthRequest(sample('admin/auth-password-unscoped-request-with-domain.json')),
    ).toMatchObject({
      ok: true,
      request: {
        user: { name: 'admin', domain: { name: 'Default' } },
        scope: { kind: 'unscoped' },
      },
    });
    expect(parseAuthRequest(sample('auth/requests/system-password.json'))).toMatchObject({
      ok: true,
      request: { scope: { kind: 'system' } },
    });
    expect(parseAuthRequest(sample('auth/requests/domain-id-password.json'))).toMatchObject({
      ok: true,
      request: { scope: { kind: 'domain' } },
    });
  });

  it('answers 401 for a request without the password method (token, totp...)', () => {
    expect(parseAuthRequest(sample('auth/requests/project-id-token.json'))).toEqual({
      ok: false,
      problem: { status: 401, message: 'Attempted to authenticate with an unsupported method.' },
    });
  });

  it('answers 400 naming the field for malformed bodies', () => {
    const cases: Array<[unknown, string]> = [
      [null, "'auth'"],
      [{ auth: {} }, "'auth/identity'"],
      [{ auth: { identity: { methods: [] } } }, "'auth/identity/methods'"],
      [{ auth: { identity: { methods: ['password'] } } }, "'auth/identity/password/user'"],
      [
        { auth: { identity: { methods: ['password'], password: { user: { name: 'a' } } } } },
        "'auth/identity/password/user/password'",
      ],
      [
        {
          auth: {
            identity: { methods: ['password'], password: { user: { name: 'a', password: 'p' } } },
          },
        },
        "'auth/identity/password/user/domain'",
      ],
      [
        { auth: { identity: { methods: ['password'], password: { user: { password: 'p' } } } } },
        "'auth/identity/password/user'",
      ],
      [
        {
          auth: {
            identity: { methods: ['password'], password: { user: { id: 'u', password: 'p' } } },
            scope: { project: { name: 'x' } },
          },
        },
        "'auth/scope/project/domain'",
      ],
      [
        {
          auth: {
            identity: { methods: ['password'], password: { user: { id: 'u', password: 'p' } } },
            scope: 'everything',
          },
        },
        "'auth/scope'",
      ],
    ];
    for (const [body, field] of cases) {
      const result = parseAuthRequest(body);
      expect(result.ok, JSON.stringify(body)).toBe(false);
      if (!result.ok) {
        expect(result.problem.status).toBe(400);
        expect(result.problem.message).toContain(field);
      }
    }
  });

  it('never throws, whatever JSON arrives', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const result = parseAuthRequest(body);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (user, scope) => {
        parseAuthRequest({
          auth: { identity: { methods: ['password'], password: { user } }, scope },
        });
      }),
    );
  });

  it('keeps any user name, domain and password it is given', () => {
    const text = fc.string({ minLength: 1 });
    fc.assert(
      fc.property(text, text, fc.string(), (name, domain, password) => {
        const result = parseAuthRequest({
          auth: {
            identity: {
              methods: ['password'],
              password: { user: { name, domain: { name: domain }, password } },
            },
          },
        });
        expect(result).toEqual({
          ok: true,
          request: {
            methods: ['password'],
            user: { name, domain: { name: domain } },
            password,
            scope: { kind: 'unscoped' },
          },
        });
      }),
    );
  });
});
