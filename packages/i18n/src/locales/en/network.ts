// Namespace `network`: firewall (security group) rules, networks and IP addresses. Keys are named
// by @cloud-portal/domain (`network:firewall.any`, `network:validation.cidr`, ...).
export default {
  validation: {
    cidr: 'Enter an IPv4 or IPv6 network with a prefix, for example 10.0.0.0/24 or 2001:db8::/64.',
    cidrHostBits: 'This address is inside the network, not its start. Did you mean {{network}}?',
    ipv4: 'Enter a valid IPv4 address, for example 192.0.2.10.',
    ipv6: 'Enter a valid IPv6 address, for example 2001:db8::10.',
    ipv4Range: 'Enter a range of IPv4 addresses, for example 192.0.2.10-192.0.2.20.',
    ipv4RangeOrder: 'The first address of the range must not be greater than the last one.',
  },
  firewall: {
    any: 'Any',
    ingress: 'Inbound',
    egress: 'Outbound',
  },
} as const;
