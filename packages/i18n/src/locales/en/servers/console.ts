// Namespace `servers`, keys `servers:console.*` (issue 13). One file per screen part so each can
// grow on its own; ../servers.ts puts them together.
export default {
  screenLabel: 'Console of {{name}}',
  status: {
    opening: 'Opening the console…',
    connecting: 'Connecting…',
    connected: 'Connected',
    disconnected: 'Disconnected',
    failed: 'Not connected',
  },
  failure: {
    notReady:
      'The console opens once the server is ready. It connects by itself when the server is up.',
    gone: 'This server no longer exists, so it has no console.',
    expired: 'The console link has expired. Reconnect to open a new one.',
    unreachable: 'The console could not be reached. Check your connection and reconnect.',
    error: 'The console could not be opened.',
    errorDetail: 'The console could not be opened: {{detail}}',
  },
  disconnectedText: 'The console connection was closed.',
  notice: {
    stopped:
      'The server is stopped: its console shows a powered-off machine. Start the server to use it.',
    paused: 'The server is paused: resume it to use its console.',
    shelved: 'The server is shelved: unshelve it to use its console.',
    error: 'The server is in an error state: its console shows no running system.',
    building:
      'The server is being built: the console shows its boot log, the login prompt follows.',
  },
  reconnect: 'Reconnect',
  focus: 'Type in the console',
  scale: 'Scale to fit',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  keyBarLabel: 'Special keys',
  keys: {
    Left: 'Left arrow',
    Up: 'Up arrow',
    Down: 'Down arrow',
    Right: 'Right arrow',
  },
  sendKey: 'Send {{key}}',
  paste: {
    label: 'Text to type',
    hint: 'Typed into the console as keystrokes, as if you typed it: line breaks press Enter.',
    submit: 'Type it',
    typing: 'Typing…',
    skipped_one: '{{count}} character has no key and was left out.',
    skipped_other: '{{count}} characters have no key and were left out.',
    tooLong: 'At most {{max}} characters at a time.',
  },
} as const;
