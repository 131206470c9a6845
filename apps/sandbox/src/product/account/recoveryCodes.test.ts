import { randomBytes } from 'node:crypto';
import { base32Decode, totpCode } from '@cloud-portal/domain/totp';
import { afterEach, describe, expect, it } from 'vitest';
import { SCRYPT_COST } from '../../platform/security/password.ts';
import { hmac } from '../../platform/security/tokens.ts';
import { createAgent } from '../../test-support/agent.ts';
import { memorySandbox } from '../../test-support/memorySandbox.ts';
import { TEST_PASSWORD_COST, startTestServer } from '../../test-support/server.ts';
import { openTestStores } from '../../test-support/stores.ts';
import { DEMO_CUSTOMER } from './index.ts';
import {
  LEGACY_HMAC_PREFIX,
  findRecoveryCode,
  hashRecoveryCodes,
  newRecoveryCodes,
  recoveryCodeCost,
  wrapLegacyRecoveryCodes,
} from './recoveryCodes.ts';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const saltOf = (hash: string) => hash.split('$')[4];

describe('newRecoveryCodes', () => {
  it('makes distinct codes of 8 lower-case letters and digits without look-alikes', () => {
    const codes = newRecoveryCodes(10);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{8}$/);
  });
});

describe('hashing and finding recovery codes', () => {
  it('costs a quarter of the password N: N=2^15, r=8, p=1 by default', () => {
    expect(recoveryCodeCost(SCRYPT_COST)).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    expect(recoveryCodeCost({ N: 4, r: 1, p: 1 })).toEqual({ N: 2, r: 1, p: 1 });
  });

  it('hashes a batch with scrypt at the given cost and one fresh salt per batch', async () => {
    const codes = newRecoveryCodes(10);
    const hashes = await hashRecoveryCodes(codes, CHEAP);
    const other = await hashRecoveryCodes(codes, CHEAP);

    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[^$]+\$[^$]+$/);
    expect(new Set(hashes.map(saltOf)).size).toBe(1);
    expect(saltOf(other[0] ?? '')).not.toBe(saltOf(hashes[0] ?? ''));
    expect(new Set(hashes).size).toBe(10);
    expect(hashes.join()).not.toContain(codes[0]);
  });

  it('finds the hash a code matches, and nothing for another code', async () => {
    const key = randomBytes(32);
    const codes = newRecoveryCodes(10);
    const hashes = await hashRecoveryCodes(codes, CHEAP);

    expect(await findRecoveryCode(codes[7] ?? '', hashes, key)).toBe(hashes[7]);
    expect(await findRecoveryCode('zzzzzzzz', hashes, key)).toBeUndefined();
    expect(await findRecoveryCode(codes[7] ?? '', [], key)).toBeUndefined();
  });
});

describe('recovery codes of sandboxes before scrypt (bare HMAC-SHA256)', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('are wrapped in scrypt once (one salt per customer) and keep working', async () => {
    const sandbox = memorySandbox();
    cleanups.push(() => sandbox.close());
    sandbox.seed();
    const { customers, accountRecords } = sandbox.modules.account.context.stores;
    const key = sandbox.modules.account.context.keys.recovery;
    const demo = customers.findByEmail(DEMO_CUSTOMER.email);
    const uuid = demo?.uuid ?? '';
    const codes = ['k7q2mxa9', 'ydhjwtm9', '3f5y5gav'];
    accountRecords.replaceRecoveryCodes(
      uuid,
      codes.map((code) => hmac(key, code)),
    );
    accountRecords.consumeRecoveryCode(uuid, hmac(key, '3f5y5gav'), new Date());

    expect(wrapLegacyRecoveryCodes(accountRecords, CHEAP)).toBe(2);
    expect(wrapLegacyRecoveryCodes(accountRecords, CHEAP)).toBe(0);

    const stored = accountRecords.unusedRecoveryCodeHashes(uuid);
    expect(stored).toHaveLength(2);
    for (const hash of stored) {
      expect(hash.startsWith(`${LEGACY_HMAC_PREFIX}scrypt$1024$8$1$`)).toBe(true);
      expect(hash).not.toContain(hmac(key, 'k7q2mxa9'));
    }
    expect(new Set(stored.map(saltOf)).size).toBe(1);
    const match = await findRecoveryCode('ydhjwtm9', stored, key);
    expect(match).toBeDefined();
    expect(accountRecords.consumeRecoveryCode(uuid, match ?? '', new Date())).toBe(true);
    expect(
      await findRecoveryCode('ydhjwtm9', accountRecords.unusedRecoveryCodeHashes(uuid), key),
    ).toBeUndefined();
    expect(await findRecoveryCode('k7q2mxa9', stored, randomBytes(32))).toBeUndefined();
  });
});

describe('recovery codes through the API', () => {
  it('verify-setup stores only scrypt hashes at the recovery-code cost, one salt for the batch', async () => {
    const server = await startTestServer();
    try {
      const agent = createAgent(server.app);
      await agent.primeCsrf();
      await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      const setup = await agent.call({
        method: 'POST',
        operation: '/totp/setup/',
        body: { password: DEMO_CUSTOMER.password },
      });
      const code = await totpCode(base32Decode(setup.json().secret as string), Date.now());
      const verified = await agent.call({
        method: 'POST',
        operation: '/totp/verify-setup/',
        body: { code },
      });
      const codes = verified.json().recovery_codes as string[];

      const stores = openTestStores(server.dataDir);
      const rows = stores.db
        .prepare<[], { code_hash: string }>('SELECT code_hash FROM recovery_codes')
        .all()
        .map((row) => row.code_hash);
      stores.close();
      expect(rows).toHaveLength(10);
      // A quarter of the password cost's N (test servers: 2^10 / 4).
      const { N, r, p } = recoveryCodeCost(TEST_PASSWORD_COST);
      expect(N).toBe(256);
      for (const row of rows) expect(row.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
      expect(new Set(rows.map(saltOf)).size).toBe(1);
      for (const plain of codes) expect(rows.join()).not.toContain(plain);
    } finally {
      await server.close();
    }
  });
});
