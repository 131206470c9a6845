import { describe, expect, it } from 'vitest';
import { bootLog, keysymCharacter, kernelRelease, ServerConsole } from './serverConsole.ts';
import type { ConsoleTarget } from './targets.ts';

const TARGET: ConsoleTarget = {
  serverId: 's1',
  name: 'db-1',
  hostName: 'db-1',
  imageName: 'Rocky Linux 9',
  status: 'ACTIVE',
  launchedAt: '2026-11-26T09:00:00Z',
};
const NOW = new Date('2026-11-26T10:00:00Z');

function screenText(screen: ServerConsole): string {
  return Array.from({ length: screen.terminal.rows }, (_, row) => screen.terminal.rowText(row))
    .join('\n')
    .trimEnd();
}

describe('ServerConsole', () => {
  it('prints the kernel of the image family and the cloud-init times from launched_at', () => {
    const log = bootLog(TARGET, new Date(TARGET.launchedAt ?? '')).map((line) => line.text);

    expect(kernelRelease('Rocky Linux 9')).toBe('5.14.0-362.8.1.el9_3.x86_64');
    expect(kernelRelease('Ubuntu 22.04')).toBe('5.15.0-91-generic');
    expect(log[0]).toBe(
      '[    0.000000] Linux version 5.14.0-362.8.1.el9_3.x86_64 (Rocky Linux 9) #1 SMP PREEMPT_DYNAMIC',
    );
    expect(log).toContain(
      "cloud-init[412]: Cloud-init v. 23.1.1 running 'init-local' at Thu, 26 Nov 2026 09:00:03 +0000. Up 3.81 seconds.",
    );
    expect(log).toContain('[    2.310457] systemd[1]: Set hostname to <db-1>.');
  });

  it('logs in as anyone, hides the password, and logs out with exit', () => {
    const screen = new ServerConsole(TARGET, NOW);
    const type = (text: string) => {
      for (const character of text) screen.key(character.charCodeAt(0), true, NOW);
      screen.key(0xff0d, true, NOW);
    };

    type('admin');
    type('hunter2');
    type('whoami');

    const text = screenText(screen);
    expect(text).toContain('db-1 login: admin\nPassword:\nLinux db-1 5.14.0');
    expect(text).toContain('admin@db-1:~$ whoami\nadmin\nadmin@db-1:~$');
    expect(text).not.toContain('hunter2');

    type('exit');
    expect(screenText(screen)).toBe('Rocky Linux 9 db-1 tty1\n\ndb-1 login:');
  });

  it('shows ERROR and a deleted server plainly, and takes no input there', () => {
    const screen = new ServerConsole({ ...TARGET, status: 'ERROR' }, NOW);
    const before = screenText(screen);
    screen.key(0x61, true, NOW);
    expect(screenText(screen)).toBe(before);
    expect(before).toContain('Server "db-1" is in ERROR state.');

    screen.update(undefined, NOW);
    expect(screenText(screen).trim()).toBe('This server no longer exists.');
  });

  it('Ctrl-C abandons the line', () => {
    const screen = new ServerConsole(TARGET, NOW);
    for (const character of 'roo') screen.key(character.charCodeAt(0), true, NOW);
    screen.key(0xffe3, true, NOW);
    screen.key(0x63, true, NOW);

    expect(screenText(screen)).toMatch(/db-1 login: roo\^C\ndb-1 login:$/);
  });

  it('maps X11 keysyms to characters', () => {
    expect(keysymCharacter(0x41)).toBe('A');
    expect(keysymCharacter(0xffb7)).toBe('7'); // KP_7
    expect(keysymCharacter(0x010020ac)).toBe('€'); // Unicode keysym
    expect(keysymCharacter(0xff0d)).toBeUndefined(); // Return is not a character
  });
});
