import { Button } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { KEY_BAR, type ConsoleKey } from './consoleKeys.ts';
import styles from './ServerConsoleTab.module.css';

/** Arrows show as arrows; their names are read out. */
const SYMBOLS: Readonly<Record<string, string>> = { Left: '←', Up: '↑', Down: '↓', Right: '→' };

/** Keys with a translated name (Esc, Tab and F1–F12 are named as on the keycaps everywhere). */
const NAMED = ['Left', 'Up', 'Down', 'Right'] as const;
const isNamed = (id: string): id is (typeof NAMED)[number] =>
  (NAMED as readonly string[]).includes(id);

/** Props of {@link ConsoleKeyBar}. */
export interface ConsoleKeyBarProps {
  disabled: boolean;
  onKey: (key: ConsoleKey) => void;
}

/**
 * Keys the browser keeps for itself or a keyboard may lack, sent to the console on a click:
 * Esc, Tab, the arrows and F1–F12. A toolbar: one tab stop per button, like the rest of the page.
 */
export function ConsoleKeyBar({ disabled, onKey }: ConsoleKeyBarProps) {
  const { t } = useTranslation('servers');
  return (
    <div role="toolbar" aria-label={t('console.keyBarLabel')} className={styles.keyBar}>
      {KEY_BAR.map((key) => {
        const name = isNamed(key.id) ? t(`console.keys.${key.id}`) : key.id;
        return (
          <Button
            key={key.id}
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-label={t('console.sendKey', { key: name })}
            onClick={() => onKey(key)}
          >
            {SYMBOLS[key.id] ?? key.id}
          </Button>
        );
      })}
    </div>
  );
}
