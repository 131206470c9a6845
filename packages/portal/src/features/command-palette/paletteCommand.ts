/** The groups of the palette's list, each under its heading ("Actions", "Go to"). */
export const COMMAND_GROUPS = ['actions', 'goTo'] as const;

/** A group of the palette's list. */
export type CommandGroup = (typeof COMMAND_GROUPS)[number];

/**
 * One entry of the command palette: a screen to go to or an action a feature offers.
 * @example
 * const reboot: PaletteCommand = {
 *   id: 'servers.reboot.8f3c', title: t('servers:palette.reboot', { name: 'web-1' }),
 *   keywords: ['web-1', 'restart'], group: 'actions', run: () => openRebootDialog('8f3c'),
 * };
 */
export interface PaletteCommand {
  /** Unique in the palette; a later registration with the same id replaces the earlier one while both are mounted. */
  readonly id: string;
  /** What the entry shows and what the search matches, already translated. */
  readonly title: string;
  /** More words the search matches (a server's IP, "restart" for reboot), already translated where they are words. Default none. */
  readonly keywords?: readonly string[] | undefined;
  /** The heading the entry is listed under. */
  readonly group: CommandGroup;
  /** Secondary text under the title: where it leads, or why it is disabled. Default none. */
  readonly description?: string | undefined;
  /** Shown but cannot be run (give the reason as `description`). Default `false`. */
  readonly disabled?: boolean | undefined;
  /**
   * Runs the command, right after the palette has closed. It handles its own failures (a toast,
   * a dialog): the palette does not wait for a returned promise.
   */
  readonly run: () => void | Promise<void>;
}
