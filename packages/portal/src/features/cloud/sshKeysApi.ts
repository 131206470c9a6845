// The reference cloud endpoint (README.md): a per-region list mapped to what the screens show,
// and the two mutations that change it, invalidating that region's list.
import {
  createKeypair,
  deleteKeypair,
  listAllKeypairs,
  type NovaKeypairSummary,
} from '@cloud-portal/cloud-sdk/compute';
import { cloudApi, cloudQuery } from './cloudApi.ts';

/** An SSH key of a region as the screens show it (§3 Cloud objects: keypair). */
export interface SshKey {
  /** Unique per user and region; the key's id. */
  name: string;
  /** OpenSSH public key, without Nova's trailing newline. */
  publicKey: string;
  /** MD5 fingerprint, `aa:bb:…`. */
  fingerprint: string;
  region: string;
}

/** What adding a key takes (§5: a name; the public key to import). */
export interface CreateSshKeyInput {
  region: string;
  name: string;
  publicKey: string;
}

/**
 * A Nova keypair as an {@link SshKey}.
 * @example toSshKey({ name: 'laptop', public_key: 'ssh-ed25519 AAAA… me\n', fingerprint: 'aa:…' }, 'eu-west2')
 * // { name: 'laptop', publicKey: 'ssh-ed25519 AAAA… me', fingerprint: 'aa:…', region: 'eu-west2' }
 */
export function toSshKey(keypair: NovaKeypairSummary, region: string): SshKey {
  return {
    name: keypair.name,
    publicKey: keypair.public_key.trimEnd(),
    fingerprint: keypair.fingerprint,
    region,
  };
}

/** SSH keys per region (§4 Per-region data: ssh keys), added and deleted (§7 keypairs). */
export const sshKeysApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /** §7 keypairs list, every page, in `region`. */
    listRegionSshKeys: build.query<SshKey[], string>({
      queryFn: cloudQuery(async (client, region, { signal }) =>
        (await listAllKeypairs(client, {}, { region, signal })).map((keypair) =>
          toSshKey(keypair, region),
        ),
      ),
      providesTags: (_result, _error, region) => [{ type: 'SshKey', id: region }],
    }),
    /** §7 keypairs create (import a public key). */
    createSshKey: build.mutation<SshKey, CreateSshKeyInput>({
      queryFn: cloudQuery(async (client, { region, name, publicKey }, { signal }) =>
        toSshKey(
          await createKeypair(client, { name, public_key: publicKey }, { region, signal }),
          region,
        ),
      ),
      invalidatesTags: (_result, _error, { region }) => [{ type: 'SshKey', id: region }],
    }),
    /** §7 keypairs delete. */
    deleteSshKey: build.mutation<null, { region: string; name: string }>({
      queryFn: cloudQuery(async (client, { region, name }, { signal }) => {
        await deleteKeypair(client, { name }, { region, signal });
        return null;
      }),
      invalidatesTags: (_result, _error, { region }) => [{ type: 'SshKey', id: region }],
    }),
  }),
});

export const { useListRegionSshKeysQuery, useCreateSshKeyMutation, useDeleteSshKeyMutation } =
  sshKeysApi;
