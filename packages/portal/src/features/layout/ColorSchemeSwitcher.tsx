import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { colorSchemeChosen, selectColorSchemeChoice } from '../../app/preferencesSlice.ts';
import { ColorSchemeSelect } from './ColorSchemeSelect.tsx';

/**
 * The header's light/dark/system switch; the choice is remembered (issue 4). Needs the store: the
 * header loads it lazily inside WithStore.
 */
export function ColorSchemeSwitcher() {
  const dispatch = useAppDispatch();
  const choice = useAppSelector(selectColorSchemeChoice);
  return (
    <ColorSchemeSelect value={choice} onChange={(next) => dispatch(colorSchemeChosen(next))} />
  );
}
