import type { RegionsStore } from './store.ts';

/** What other modules may use of the regions module: reading regions. */
export type RegionsService = Pick<RegionsStore, 'list' | 'findById' | 'exists'>;
