// The en namespaces the public site's first view does not need, one dynamic import (one chunk)
// each. This table is itself a chunk of its own (see ../loaders.ts), so a visitor downloads the
// table of the active language only, and only when a screen asks for one of these namespaces.
import type { Loader, LaterNamespace } from '../loaders.ts';

/** Dynamic imports of the en namespaces loaded after the first view. */
export default {
  account: () => import('./account.ts'),
  affiliate: () => import('./affiliate.ts'),
  auth: () => import('./auth.ts'),
  billing: () => import('./billing.ts'),
  company: () => import('./company.ts'),
  content: () => import('./content.ts'),
  dns: () => import('./dns.ts'),
  errors: () => import('./errors.ts'),
  home: () => import('./home.ts'),
  network: () => import('./network.ts'),
  servers: () => import('./servers.ts'),
  storage: () => import('./storage.ts'),
  support: () => import('./support.ts'),
  validation: () => import('./validation.ts'),
} satisfies Record<LaterNamespace, Loader>;
