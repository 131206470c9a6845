// Namespace `storage`: volumes and object storage. Keys are named by @cloud-portal/domain
// (`storage:objectStorage.containerNotEmpty`, `storage:validation.containerName*`).
export default {
  objectStorage: {
    containerNotEmpty: 'The container is not empty. Delete its objects first.',
    ec2CredentialsFailed: "Couldn't generate EC2 credentials. Contact support.",
  },
  validation: {
    containerNameLength: 'Name must be {{min}} to {{max}} characters long.',
    containerNameCharacters: 'Use only lowercase Latin letters, digits, dots and hyphens.',
    containerNameEdges: 'Name must start and end with a lowercase letter or a digit.',
    containerNameDots: 'Dots cannot be next to each other or next to a hyphen.',
    containerNameIp: 'Name cannot look like an IP address.',
    containerNameReserved: 'Names cannot start or end with "{{part}}".',
  },
} as const;
