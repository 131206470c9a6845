// Namespace `validation`: the messages the validators of @cloud-portal/domain/validation return as
// keys (`validation:<name>`, with `{{placeholders}}` filled from the message params), plus the
// values the firewall table translates (`validation:firewall.any`). SPEC §5 texts are quoted
// exactly where the spec gives them.
export default {
  required: 'This is a required field.',
  requiredMin: 'This is a required field and must be at least {{min}} characters.',
  maxLength: 'Must be at most {{max}} characters long.',
  alphabetic: 'This field has to contain only alphabetic characters.',
  phone: 'Enter the number starting with + and the country code, for example +44 20 7946 0958.',
  phoneLength: 'A phone number has {{min}} to {{max}} digits, including the country code.',
  nameTaken: 'Name is already taken',
  nameForbidden: "Can't use this name",
  dnsNameDot: 'Name must end with dot',
  dnsNameLength: 'Name must be at most {{max}} characters long, not counting the final dot.',
  dnsLabelLength: 'Each part of the name between dots must be 1 to {{max}} characters long.',
  dnsNameCharacters:
    'Use only Latin letters, digits, hyphens and underscores; a part of the name cannot start or end with a hyphen.',
  ttl: 'TTL must be a whole number of seconds from {{min}} to {{max}}.',
  recordType: 'Choose a supported record type.',
  record: 'This is not a valid {{type}} record.',
  description: 'Description must be at most {{max}} characters long.',
  cidr: 'Enter an IPv4 or IPv6 network with a prefix, for example 10.0.0.0/24 or 2001:db8::/64.',
  cidrHostBits: 'This address is inside the network, not its start. Did you mean {{network}}?',
  ipv4: 'Enter a valid IPv4 address, for example 192.0.2.10.',
  ipv6: 'Enter a valid IPv6 address, for example 2001:db8::10.',
  ipv4Range: 'Enter a range of IPv4 addresses, for example 192.0.2.10-192.0.2.20.',
  ipv4RangeOrder: 'The first address of the range must not be greater than the last one.',
  sshKey: 'Enter valid SSH-key',
  keypairName: 'Use only Latin letters, digits, spaces and dashes.',
  containerNameLength: 'Name must be {{min}} to {{max}} characters long.',
  containerNameCharacters: 'Use only lowercase Latin letters, digits, dots and hyphens.',
  containerNameEdges: 'Name must start and end with a lowercase letter or a digit.',
  containerNameDots: 'Dots cannot be next to each other or next to a hyphen.',
  containerNameIp: 'Name cannot look like an IP address.',
  containerNameReserved: 'Names cannot start or end with "{{part}}".',
  passwordTooShort: 'Password must be at least {{min}} characters long.',
  passwordMismatch: 'Passwords do not match.',
  twoFactorCode: 'Enter the 6-digit code from your authenticator app.',
  recoveryCode: 'A recovery code has 8 letters and digits.',
  cardNumber: 'Enter a valid card number.',
  hostname:
    'Use Latin letters, digits and hyphens; each part between dots is 1 to 63 characters and cannot start or end with a hyphen.',
  firewall: {
    any: 'Any',
    ingress: 'Inbound',
    egress: 'Outbound',
  },
} as const;
