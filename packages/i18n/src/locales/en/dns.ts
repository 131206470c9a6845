// Namespace `dns`: DNS zones and records. Keys are named by @cloud-portal/domain (`dns:validation.*`).
export default {
  validation: {
    nameDot: 'Name must end with dot',
    nameLength: 'Name must be at most {{max}} characters long, not counting the final dot.',
    labelLength: 'Each part of the name between dots must be 1 to {{max}} characters long.',
    nameCharacters:
      'Use only Latin letters, digits, hyphens and underscores; a part of the name cannot start or end with a hyphen.',
    ttl: 'TTL must be a whole number of seconds from {{min}} to {{max}}.',
    recordType: 'Choose a supported record type.',
    record: 'This is not a valid {{type}} record.',
    description: 'Description must be at most {{max}} characters long.',
  },
} as const;
