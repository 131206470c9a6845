import type { Currency } from '@cloud-portal/domain/money';
import { extraIpv4MonthlyCharge, paidIpv4Count } from '@cloud-portal/domain/pricing';
import type { ServerAddresses } from '@cloud-portal/domain/servers';

/** What the billing tab says about IPv4 addresses (§9 extra IPv4). */
export interface ExtraIpv4Summary {
  /** IPv4 addresses of the server itself. */
  serverIpv4: number;
  /** Paid addresses of the account in the server's region (all of them but the first). */
  paidInRegion: number;
  /** What those cost per month, in `currency`. */
  monthlyInRegion: number;
}

/**
 * The IPv4 addresses of a server (distinct, fixed and floating), from Nova's `addresses`.
 * @example ipv4Count({ public: [{ addr: '203.0.113.5', version: 4 }, { addr: '2001:db8::5', version: 6 }] }) // 1
 */
export function ipv4Count(addresses: ServerAddresses | null | undefined): number {
  const seen = new Set<string>();
  for (const entries of Object.values(addresses ?? {}))
    for (const entry of entries ?? []) if (entry.version === 4) seen.add(entry.addr);
  return seen.size;
}

/**
 * §9 "The first IPv4 is free; extra ones apply from the second server", for one server and the
 * region's servers it is billed with (domain `extraIpv4MonthlyCharge`). `regionServers` should
 * include the server; when it is missing (the region list has not caught up) it is added.
 * `unitPrice`: the brand's extra-IP price when the region bills in the brand's currency.
 * @example
 * extraIpv4Summary({ server, regionServers: [server, other], currency: 'usd' });
 * // { serverIpv4: 1, paidInRegion: 1, monthlyInRegion: 0.59 }
 */
export function extraIpv4Summary(input: {
  server: { id: string; addresses?: ServerAddresses | null };
  regionServers: readonly { id: string; addresses?: ServerAddresses | null }[];
  currency: Currency;
  unitPrice?: number | undefined;
}): ExtraIpv4Summary {
  const { server, currency, unitPrice } = input;
  const servers = input.regionServers.some((candidate) => candidate.id === server.id)
    ? input.regionServers
    : [...input.regionServers, server];
  const ipv4PerServer = servers.map((candidate) => ipv4Count(candidate.addresses));
  return {
    serverIpv4: ipv4Count(server.addresses),
    paidInRegion: paidIpv4Count(ipv4PerServer),
    monthlyInRegion: extraIpv4MonthlyCharge({ ipv4PerServer, currency, unitPrice }),
  };
}
