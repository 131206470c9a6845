import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ColorSchemeChoice } from './colorScheme.ts';

/** The visitor's display preferences. */
export interface PreferencesState {
  /** Light, dark, or follow the system (issue 4: dark follows the system unless chosen). */
  colorScheme: ColorSchemeChoice;
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: (): PreferencesState => ({ colorScheme: 'system' }),
  reducers: {
    colorSchemeChosen(state, action: PayloadAction<ColorSchemeChoice>) {
      state.colorScheme = action.payload;
    },
  },
  selectors: {
    selectColorSchemeChoice: (state) => state.colorScheme,
  },
});

export const { colorSchemeChosen } = preferencesSlice.actions;
export const { selectColorSchemeChoice } = preferencesSlice.selectors;
