import type { components } from './schema.generated.ts';

/** `POST /server-created`: a server the portal just created or reinstalled (SPEC §7). */
export type ServerCreatedRequest = components['schemas']['ServerCreatedRequest'];

/** The recorded report `POST /server-created` answers (passwords are not echoed). */
export type ServerCreatedReport = components['schemas']['ServerCreatedReport'];
