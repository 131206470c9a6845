import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CommandPalette } from './CommandPalette.tsx';
import { CommandPaletteContext, type CommandPaletteControls } from './commandPaletteContext.ts';
import { createCommandRegistry, type CommandRegistry } from './commandRegistry.ts';
import type { ScreenDisabledReason } from './goToCommands.ts';
import { isPaletteShortcut } from './paletteShortcut.ts';

// The palette's UI is its own chunk, loaded on first open: the control area's first load carries
// only this provider (registry, key listener).
const loadPalette = () => import('./CommandPalette.tsx');

/** Props of {@link CommandPaletteProvider}. */
export interface CommandPaletteProviderProps {
  /** The control area (its header can hold a `CommandPaletteButton`). Default none. */
  children?: ReactNode;
  /** A registry made outside React, to register commands from non-React code too. Default: one of its own. */
  registry?: CommandRegistry | undefined;
  /** Why a go-to screen is unavailable now (shown disabled with that reason). Default: all available. */
  screenDisabledReason?: ScreenDisabledReason | undefined;
}

/**
 * The command palette of one portal: holds the registry features register their commands with,
 * opens the palette on Ctrl-K / ⌘-K (and through `useCommandPalette().open`, e.g. the
 * `CommandPaletteButton`) and renders it. Mount it once in the control layout, around the header
 * and the outlet. While another dialog is open the shortcut is left alone.
 * @example
 * <CommandPaletteProvider screenDisabledReason={disabledReason}>
 *   <header>… <CommandPaletteButton /></header>
 *   <main><Outlet /></main>
 * </CommandPaletteProvider>
 */
export function CommandPaletteProvider({
  children,
  registry: givenRegistry,
  screenDisabledReason,
}: CommandPaletteProviderProps) {
  const [ownRegistry] = useState(createCommandRegistry);
  const registry = givenRegistry ?? ownRegistry;
  const [open, setOpen] = useState(false);
  const [Palette, setPalette] = useState<typeof CommandPalette | null>(null);

  const loading = useRef(false);
  const preload = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadPalette().then(
      (module) => setPalette(() => module.CommandPalette),
      () => {
        // Offline or a stale deployment: nothing opens; the next attempt loads again.
        loading.current = false;
        setOpen(false);
      },
    );
  }, []);

  // Where focus was when the palette opened: it goes back there when the palette closes.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    const focused = document.activeElement;
    returnFocusTo.current = focused instanceof HTMLElement ? focused : null;
  };

  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.isComposing) return;
      if (!isPaletteShortcut(event)) return;
      // Not over another dialog (a confirmation): its focus trap and the palette's would fight.
      if (!openRef.current && document.querySelector('[role="dialog"], [role="alertdialog"]'))
        return;
      // The browser's own Ctrl-K (its search bar) stays away while in the control area.
      event.preventDefault();
      preload();
      if (!openRef.current) rememberFocus();
      setOpen(!openRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [preload]);

  const controls = useMemo<CommandPaletteControls>(
    () => ({
      registry,
      preload,
      open: () => {
        preload();
        if (!openRef.current) rememberFocus();
        setOpen(true);
      },
    }),
    [registry, preload],
  );

  return (
    <CommandPaletteContext.Provider value={controls}>
      {children}
      {Palette !== null ? (
        <Suspense fallback={null}>
          <Palette
            open={open}
            onOpenChange={setOpen}
            registry={registry}
            screenDisabledReason={screenDisabledReason}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      ) : null}
    </CommandPaletteContext.Provider>
  );
}
