import type { RegionSessionBucket } from '@cloud-portal/domain/regions';
import { createSlice } from '@reduxjs/toolkit';

/** Per-browser-session client state. */
export interface SessionState {
  /** §4: which half of sessions this one is in, for the region free-IPv4 rule. Drawn once per session. */
  regionBucket: RegionSessionBucket;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ regionBucket: 'a' }),
  reducers: {},
  selectors: {
    selectRegionBucket: (state) => state.regionBucket,
  },
});

export const { selectRegionBucket } = sessionSlice.selectors;
