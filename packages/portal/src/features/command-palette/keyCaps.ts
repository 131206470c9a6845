/**
 * Key caps the palette shows, as printed on the keyboards of every language the portal speaks
 * (Russian and Chinese keyboards print them in Latin letters too), so they are not translated;
 * what the keys do is.
 */
export const KEY_CAPS = {
  control: 'Ctrl',
  command: '⌘',
  k: 'K',
  enter: 'Enter',
  escape: 'Esc',
} as const;
