import { Button, Kbd } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useCommandPalette } from './commandPaletteContext.ts';
import { KEY_CAPS } from './keyCaps.ts';
import { isApplePlatform } from './paletteShortcut.ts';
import styles from './CommandPaletteButton.module.css';

/** Props of {@link CommandPaletteButton}. */
export interface CommandPaletteButtonProps {
  /** Class name of the button (the header's placement). Default none. */
  className?: string | undefined;
}

/**
 * The header's button that opens the command palette, showing its shortcut (⌘ K on Apple
 * devices, Ctrl K elsewhere; `aria-keyshortcuts` names both). Hovering or focusing it starts
 * loading the palette, so the click opens it at once. Needs a `CommandPaletteProvider` above it.
 * @example <header>… <CommandPaletteButton /></header>
 */
export function CommandPaletteButton({ className }: CommandPaletteButtonProps) {
  const { t } = useTranslation('account');
  const palette = useCommandPalette();
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={palette.open}
      onPointerEnter={palette.preload}
      onFocus={palette.preload}
      endIcon={
        <kbd className={styles.shortcut}>
          <Kbd>{isApplePlatform() ? KEY_CAPS.command : KEY_CAPS.control}</Kbd>
          <Kbd>{KEY_CAPS.k}</Kbd>
        </kbd>
      }
    >
      {t('palette.button')}
    </Button>
  );
}
