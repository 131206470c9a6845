import { Dialog, Kbd, TextField } from '@cloud-portal/ui';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CommandRegistry } from './commandRegistry.ts';
import { goToCommands, type ScreenDisabledReason } from './goToCommands.ts';
import { filterCommands } from './matchCommands.ts';
import type { PaletteCommand } from './paletteCommand.ts';
import { KEY_CAPS } from './keyCaps.ts';
import styles from './CommandPalette.module.css';

/** Props of {@link CommandPalette}. */
export interface CommandPaletteProps {
  /** Whether the palette is shown. Required. */
  open: boolean;
  /** Called when the palette asks to close (Escape, a click outside, ×, a command run). Required. */
  onOpenChange: (open: boolean) => void;
  /** The commands features registered; listed with the go-to screens. Required. */
  registry: CommandRegistry;
  /** Why a go-to screen is unavailable (shown disabled with the reason). Default: all available. */
  screenDisabledReason?: ScreenDisabledReason | undefined;
  /** The element focused before the palette opened, focused again when it closes. Default none. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The command palette dialog (its own chunk, loaded on first open by `CommandPaletteProvider`):
 * a search box over the registered actions and the go-to screens, grouped, best match first.
 * ARIA combobox with a listbox popup: focus stays in the input, ↑/↓ move the active option
 * (`aria-activedescendant`, wrapping), Enter or a click runs it and closes the palette, Escape
 * closes; focus is trapped while open and returns where it was (the ui Dialog).
 * @example <CommandPalette open={open} onOpenChange={setOpen} registry={registry} />
 */
export function CommandPalette({
  open,
  onOpenChange,
  registry,
  screenDisabledReason,
  returnFocusTo,
}: CommandPaletteProps) {
  const { t } = useTranslation('account');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('palette.title')}
      closeLabel={t('palette.close')}
      initialFocus={inputRef}
    >
      {/* Inside the dialog's content, so the search starts empty each time the palette opens. */}
      <CommandSearch
        inputRef={inputRef}
        returnFocusTo={returnFocusTo}
        registry={registry}
        screenDisabledReason={screenDisabledReason}
        onRun={(command) => {
          onOpenChange(false);
          void command.run();
        }}
      />
    </Dialog>
  );
}

interface CommandSearchProps {
  inputRef: RefObject<HTMLInputElement | null>;
  returnFocusTo: RefObject<HTMLElement | null> | undefined;
  registry: CommandRegistry;
  screenDisabledReason: ScreenDisabledReason | undefined;
  onRun: (command: PaletteCommand) => void;
}

function CommandSearch({
  inputRef,
  returnFocusTo,
  registry,
  screenDisabledReason,
  onRun,
}: CommandSearchProps) {
  const { t } = useTranslation('account');
  useReturnFocus(inputRef, returnFocusTo);
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (command: PaletteCommand) =>
    `${baseId}-option-${command.id.replace(/\s/g, '_')}`;

  const registered = useSyncExternalStore(registry.subscribe, registry.list, registry.list);
  const goTo = useMemo(
    () => goToCommands(t, (path) => void navigate(path), screenDisabledReason),
    [t, navigate, screenDisabledReason],
  );
  const [query, setQuery] = useState('');
  const sections = useMemo(
    () => filterCommands([...registered, ...goTo], query),
    [registered, goTo, query],
  );
  const visible = sections.flatMap((section) => section.commands);

  // The option the keyboard or pointer picked; otherwise the best enabled match.
  const [activeId, setActiveId] = useState<string | null>(null);
  const active =
    visible.find((command) => command.id === activeId) ??
    visible.find((command) => !command.disabled) ??
    visible[0];
  const activeOptionId = active ? optionId(active) : undefined;

  useEffect(() => {
    if (activeOptionId === undefined) return;
    const element = document.getElementById(activeOptionId);
    // Keep the active option in view while the arrow keys move through the list.
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);

  const run = (command: PaletteCommand) => {
    if (!command.disabled) onRun(command);
  };

  const move = (step: 1 | -1) => {
    if (visible.length === 0) return;
    const position = active ? visible.indexOf(active) : -1;
    // Disabled entries are reachable too, so their reason is read out; they just do not run.
    setActiveId(visible[(position + step + visible.length) % visible.length]!.id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        event.preventDefault();
        if (active) run(active);
        break;
      default:
        break;
    }
  };

  return (
    <div className={styles.search}>
      <TextField
        ref={inputRef}
        label={t('palette.searchLabel')}
        hideLabel
        fullWidth
        placeholder={t('palette.placeholder')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={visible.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={activeOptionId}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveId(null);
        }}
        onKeyDown={handleKeyDown}
      />
      <div className={styles.results}>
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('palette.title')}
          className={styles.listbox}
          hidden={visible.length === 0}
          // Keep focus (and the caret) in the input when an option or the scrollbar is pressed.
          onMouseDown={(event) => event.preventDefault()}
        >
          {sections.map(({ group, commands }) => (
            <li key={group} role="presentation">
              <ul role="group" aria-labelledby={`${baseId}-${group}`} className={styles.group}>
                <li role="presentation" id={`${baseId}-${group}`} className={styles.groupHeading}>
                  {t(`palette.groups.${group}`)}
                </li>
                {commands.map((command) => (
                  // Options are run with the mouse here; the keyboard works through the input
                  // (aria-activedescendant), as the combobox pattern prescribes.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={command.id}
                    id={optionId(command)}
                    role="option"
                    aria-selected={command === active}
                    aria-disabled={command.disabled || undefined}
                    data-active={command === active ? '' : undefined}
                    className={styles.option}
                    onMouseMove={() => {
                      if (command.id !== activeId) setActiveId(command.id);
                    }}
                    onClick={() => run(command)}
                  >
                    <span className={styles.optionTitle}>{command.title}</span>
                    {command.description !== undefined ? (
                      <span className={styles.optionDescription}>{command.description}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {/* Always in the page, so the message is announced when the last match goes. */}
        <div role="status" className={styles.empty}>
          {visible.length === 0 ? t('palette.empty') : null}
        </div>
      </div>
      <ul className={styles.hints}>
        <li>
          <kbd>
            <Kbd aria-label={t('palette.keys.up')}>↑</Kbd>
            <Kbd aria-label={t('palette.keys.down')}>↓</Kbd>
          </kbd>{' '}
          {t('palette.hints.move')}
        </li>
        <li>
          <Kbd>{KEY_CAPS.enter}</Kbd> {t('palette.hints.run')}
        </li>
        <li>
          <Kbd>{KEY_CAPS.escape}</Kbd> {t('palette.hints.close')}
        </li>
      </ul>
    </div>
  );
}

/**
 * Gives focus back when the palette's content goes. Radix returns it to a dialog's trigger only,
 * and the palette usually opens without one (the shortcut); so the element focused before it
 * opened gets it back, unless something else took focus meanwhile (a dialog a command opened) or
 * that element went (a screen the palette went to).
 */
function useReturnFocus(
  inputRef: RefObject<HTMLInputElement | null>,
  returnFocusTo: RefObject<HTMLElement | null> | undefined,
) {
  useEffect(
    () => () => {
      const target = returnFocusTo?.current;
      // After Radix's own unmount handling, which runs in a timeout of the same unmount.
      setTimeout(() => {
        const focused = document.activeElement;
        const focusLost = focused === null || focused === document.body;
        if (inputRef.current?.isConnected || !focusLost || !target?.isConnected) return;
        target.focus();
      }, 0);
    },
    [inputRef, returnFocusTo],
  );
}
