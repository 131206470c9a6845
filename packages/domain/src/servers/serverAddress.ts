import type { ServerAddresses, ServerAddressEntry } from './serverShapes.types.ts';

/**
 * The address shown for a server (§3 "the first address"). "First" follows Nova's order — the
 * networks of `addresses` in the order Nova sent them (JSON object order), then each network's
 * list — but prefers what a customer connects to: the first floating IPv4, else the first IPv4,
 * else the first address of any version (an IPv6-only server shows its IPv6). `undefined` when
 * the server has no addresses yet (building).
 *
 * @example
 * serverAddress({ private: [{ addr: '10.0.0.5', version: 4 }], public: [{ addr: '2001:db8::5', version: 6 }] }); // '10.0.0.5'
 * serverAddress({ public: [{ addr: '2001:db8::5', version: 6 }] }); // '2001:db8::5'
 */
export function serverAddress(addresses: ServerAddresses | null | undefined): string | undefined {
  const entries: ServerAddressEntry[] = Object.values(addresses ?? {}).flatMap(
    (list) => list ?? [],
  );
  const ipv4 = entries.filter((entry) => entry.version === 4);
  const floating = ipv4.find((entry) => entry['OS-EXT-IPS:type'] === 'floating');
  return (floating ?? ipv4[0] ?? entries[0])?.addr;
}
