import type { components } from './schema.generated.ts';

// Named aliases of the account info and security schemas (SPEC §3 Form store, §7 Account and
// auth): the profile and company details, the active sessions and the login history.

type Schemas = components['schemas'];

/** `GET/PUT /customers/profile/`: names, phone, country and company details. */
export type CustomerProfile = Schemas['CustomerProfile'];
/** `GET /sessions/`: one active session of the customer. */
export type ActiveSession = Schemas['ActiveSession'];
/** `POST /sessions/revoke-others/` answer. */
export type SessionsRevoked = Schemas['SessionsRevoked'];
/** `GET /login-history/`: one login attempt. */
export type LoginEvent = Schemas['LoginEvent'];
