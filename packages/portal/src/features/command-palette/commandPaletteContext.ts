import { createContext, useContext } from 'react';
import type { CommandRegistry } from './commandRegistry.ts';

/** What the `CommandPaletteProvider` gives the components under it. */
export interface CommandPaletteControls {
  /** The portal's registry of feature commands. */
  registry: CommandRegistry;
  /** Opens the palette (loading its chunk on first use). */
  open: () => void;
  /** Starts loading the palette's chunk (the button calls it on hover and focus). */
  preload: () => void;
}

/** The palette of the surrounding `CommandPaletteProvider`; `null` outside one. */
export const CommandPaletteContext = createContext<CommandPaletteControls | null>(null);

/**
 * The palette's controls (open it from a menu entry, register commands from an effect).
 * Throws outside a `CommandPaletteProvider`: the control layout mounts one.
 * @example const palette = useCommandPalette(); <button onClick={palette.open}>…</button>
 */
export function useCommandPalette(): CommandPaletteControls {
  const controls = useContext(CommandPaletteContext);
  if (controls === null)
    throw new Error(
      'useCommandPalette needs a CommandPaletteProvider above it (the control layout mounts one)',
    );
  return controls;
}
