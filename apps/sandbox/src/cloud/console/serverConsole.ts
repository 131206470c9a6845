import type { ConsoleTarget } from './targets.ts';
import { COLOURS, Terminal } from './terminal.ts';

/** Text columns and rows of the console: 80×24 cells of 8×16 pixels, a 640×384 framebuffer. */
export const CONSOLE_COLUMNS = 80;
export const CONSOLE_ROWS = 24;

/** X11 keysyms the console reacts to (RFC 6143 §7.5.4 refers to X11's keysymdef.h). */
export const KEYSYMS = {
  BackSpace: 0xff08,
  Tab: 0xff09,
  Return: 0xff0d,
  KP_Enter: 0xff8d,
  Delete: 0xffff,
  KP_Delete: 0xff9f,
  Control_L: 0xffe3,
  Control_R: 0xffe4,
  Meta_L: 0xffe7,
  Meta_R: 0xffe8,
  Alt_L: 0xffe9,
  Alt_R: 0xffea,
} as const;

/** Statuses in which the guest is not running (Nova's server states). */
const POWERED_OFF = new Set([
  'SHUTOFF',
  'STOPPED',
  'SHELVED',
  'SHELVED_OFFLOADED',
  'DELETED',
  'SOFT_DELETED',
]);
const SUSPENDED = new Set(['PAUSED', 'SUSPENDED']);
/** Statuses in which the guest is being (re)made: the boot log stops before user space. */
const BUILDING = new Set(['BUILD', 'REBUILD']);
const REBOOTING = new Set(['REBOOT', 'HARD_REBOOT']);

/** One line of the boot log, `at` seconds after the boot started. */
interface BootLine {
  at: number;
  text: string;
  colour?: number;
  /** Kernel lines print while Nova still builds the server; user space waits for ACTIVE. */
  phase: 'kernel' | 'userspace';
  /** The next line continues this one (a coloured piece such as `OK`). */
  joinNext?: boolean;
}

type Mode = 'blank' | 'off' | 'error' | 'gone' | 'booting' | 'login' | 'password' | 'shell';

/** The kernel release a guest of this image reports (a plausible one per family). */
export function kernelRelease(imageName: string): string {
  const name = imageName.toLowerCase();
  if (name.includes('ubuntu')) return '5.15.0-91-generic';
  if (/centos|alma|rocky|red ?hat|rhel|oracle/.test(name)) return '5.14.0-362.8.1.el9_3.x86_64';
  if (name.includes('fedora')) return '6.5.6-300.fc39.x86_64';
  if (name.includes('windows')) return '6.1.0-28-amd64';
  return '6.1.0-28-amd64';
}

function kernelStamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const micros = Math.round((seconds - whole) * 1_000_000);
  return `[${String(whole).padStart(5, ' ')}.${String(micros).padStart(6, '0')}]`;
}

/** `Thu, 26 Nov 2026 09:57:03 +0000`, as cloud-init prints its times. */
function cloudInitTime(at: Date): string {
  return at.toUTCString().replace('GMT', '+0000');
}

/**
 * The boot log of a server: kernel lines (with the image's kernel), systemd and cloud-init lines
 * (with the host name and wall times counted from `bootStart`, which is Nova's `launched_at`).
 *
 * @example
 * bootLog(target, new Date(target.launchedAt)).at(-1)?.text; // 'web-1 login: '
 */
export function bootLog(target: ConsoleTarget, bootStart: Date): BootLine[] {
  const kernel = kernelRelease(target.imageName);
  const at = (seconds: number) => new Date(bootStart.getTime() + seconds * 1000);
  const k = (seconds: number, text: string): BootLine => ({
    at: seconds,
    text: `${kernelStamp(seconds)} ${text}`,
    phase: 'kernel',
  });
  const u = (seconds: number, text: string, colour?: number): BootLine => ({
    at: seconds,
    text,
    phase: 'userspace',
    ...(colour === undefined ? {} : { colour }),
  });
  // `[  OK  ] text` in three pieces, `OK` in green.
  const ok = (seconds: number, text: string): BootLine[] => [
    { at: seconds, text: '[  ', phase: 'userspace', joinNext: true },
    { at: seconds, text: 'OK', colour: COLOURS.green, phase: 'userspace', joinNext: true },
    { at: seconds, text: `  ] ${text}`, phase: 'userspace' },
  ];
  const cloudInit = (seconds: number, pid: number, stage: string) =>
    u(
      seconds,
      `cloud-init[${pid}]: Cloud-init v. 23.1.1 running '${stage}' at ${cloudInitTime(at(seconds))}. Up ${seconds.toFixed(2)} seconds.`,
    );
  return [
    k(0, `Linux version ${kernel} (${target.imageName}) #1 SMP PREEMPT_DYNAMIC`),
    k(
      0,
      `Command line: BOOT_IMAGE=/boot/vmlinuz-${kernel} root=LABEL=cloudimg-rootfs ro console=tty1 console=ttyS0`,
    ),
    k(0.000001, 'DMI: OpenStack Foundation OpenStack Nova, BIOS 1.16.2 04/01/2014'),
    k(0.000002, 'Hypervisor detected: KVM'),
    k(0.412558, 'Memory: 3951144K/4193764K available'),
    k(0.871204, 'virtio_blk virtio2: [vda] 41943040 512-byte logical blocks (21.5 GB/20.0 GiB)'),
    k(1.204113, ' vda: vda1 vda14 vda15'),
    k(1.87362, 'EXT4-fs (vda1): mounted filesystem with ordered data mode. Quota mode: none.'),
    k(2.310457, `systemd[1]: Set hostname to <${target.hostName}>.`),
    u(2.6, ''),
    u(2.6, `Welcome to ${target.imageName}!`, COLOURS.bright),
    u(2.6, ''),
    ...ok(2.9, 'Started Journal Service.'),
    ...ok(3.4, 'Finished Load Kernel Modules.'),
    cloudInit(3.81, 412, 'init-local'),
    ...ok(4.6, 'Finished Initial cloud-init job (pre-networking).'),
    ...ok(5.2, 'Reached target Network.'),
    cloudInit(5.93, 598, 'init'),
    u(6.4, `cloud-init[598]: ci-info: | eth0 | True | 10.0.0.12 | 255.255.255.0 | global |`),
    u(7.1, `cloud-init[598]: Set hostname to ${target.hostName} (fqdn ${target.hostName}).`),
    ...ok(7.6, 'Finished Initial cloud-init job (metadata service crawler).'),
    ...ok(8.2, 'Started OpenBSD Secure Shell server.'),
    cloudInit(9.05, 811, 'modules:final'),
    u(
      9.74,
      `cloud-init[811]: Cloud-init v. 23.1.1 finished at ${cloudInitTime(at(9.74))}. Datasource DataSourceOpenStackLocal [net,ver=2].  Up 9.74 seconds`,
    ),
    ...ok(10.1, 'Finished Execute cloud user/final scripts.'),
    ...ok(10.2, 'Reached target Cloud-init target.'),
    u(10.5, ''),
    u(10.5, `${target.imageName} ${target.hostName} tty1`, COLOURS.bright),
    u(10.5, ''),
  ];
}

/** Seconds from the start of a boot to the login prompt. */
export const BOOT_SECONDS = 10.5;

/**
 * One viewer's text console of one server: the boot log on the sandbox clock, the login and
 * password prompts, a tiny shell (`uname -a`, `hostname`, `whoami`, `date`, `uptime`, `clear`,
 * `exit`), Ctrl-Alt-Del to reboot, and a plain screen for a server that is off, paused, in ERROR
 * or gone. It draws into {@link ServerConsole.terminal}; the RFB session sends what changed.
 *
 * @example
 * const screen = new ServerConsole(target, platform.now());
 * screen.key(0x61, true, platform.now()); // 'a' echoes at the login prompt
 */
export class ServerConsole {
  readonly terminal = new Terminal(CONSOLE_COLUMNS, CONSOLE_ROWS);
  private mode: Mode = 'blank';
  private target: ConsoleTarget;
  private bootStart = 0;
  private bootLinesShown = 0;
  private clearBeforeBoot = false;
  private input = '';
  private user = '';
  private readonly modifiers = new Set<number>();

  constructor(target: ConsoleTarget, now: Date) {
    this.target = target;
    this.update(target, now);
  }

  /** Brings the screen up to date with the server's state and the clock. */
  update(target: ConsoleTarget | undefined, now: Date): void {
    if (target === undefined) {
      if (this.mode !== 'gone') this.showNotice('gone', ['This server no longer exists.']);
      return;
    }
    const previous = this.target;
    this.target = target;
    const status = target.status.toUpperCase();
    if (POWERED_OFF.has(status)) {
      if (this.mode !== 'off' || previous.status !== target.status)
        this.showNotice('off', [
          `Server "${target.name}" is powered off (status ${status}).`,
          '',
          'Start the server to use its console.',
        ]);
      return;
    }
    if (SUSPENDED.has(status)) {
      if (this.mode !== 'off' || previous.status !== target.status)
        this.showNotice('off', [
          `Server "${target.name}" is ${status === 'PAUSED' ? 'paused' : 'suspended'} (status ${status}).`,
          '',
          'Resume the server to use its console.',
        ]);
      return;
    }
    if (status === 'ERROR') {
      if (this.mode !== 'error')
        this.showNotice('error', [
          `Server "${target.name}" is in ERROR state.`,
          '',
          'Its console is not available. Rebuild or delete the server.',
        ]);
      return;
    }
    const wasDown =
      this.mode === 'blank' || this.mode === 'off' || this.mode === 'error' || this.mode === 'gone';
    // A new launched_at is a new boot, except when a build the viewer watched becomes ACTIVE.
    const relaunched =
      previous.launchedAt !== target.launchedAt &&
      target.launchedAt !== null &&
      !(this.mode === 'booting' && BUILDING.has(previous.status.toUpperCase()));
    if (REBOOTING.has(status) && !REBOOTING.has(previous.status.toUpperCase()) && !wasDown) {
      this.reboot(now);
    } else if (wasDown || relaunched) {
      // A fresh boot: from launched_at when Nova has one (a server that has been running a while
      // shows its whole log), else from now (BUILD: the log starts as the viewer watches).
      const launched = target.launchedAt === null ? Number.NaN : Date.parse(target.launchedAt);
      this.startBoot(
        Number.isNaN(launched) || BUILDING.has(status) ? now.getTime() : launched,
        true,
      );
    }
    this.progressBoot(now, BUILDING.has(status) || REBOOTING.has(status));
  }

  /** A key pressed (`down`) or released, as an X11 keysym. */
  key(keysym: number, down: boolean, now: Date): void {
    if (isModifier(keysym)) {
      if (down) this.modifiers.add(keysym);
      else this.modifiers.delete(keysym);
      return;
    }
    if (!down) return;
    const control = this.modifiers.has(KEYSYMS.Control_L) || this.modifiers.has(KEYSYMS.Control_R);
    const alt = [KEYSYMS.Alt_L, KEYSYMS.Alt_R, KEYSYMS.Meta_L, KEYSYMS.Meta_R].some((key) =>
      this.modifiers.has(key),
    );
    if (control && alt && (keysym === KEYSYMS.Delete || keysym === KEYSYMS.KP_Delete)) {
      if (
        this.mode === 'booting' ||
        this.mode === 'login' ||
        this.mode === 'password' ||
        this.mode === 'shell'
      )
        this.reboot(now);
      return;
    }
    if (this.mode !== 'login' && this.mode !== 'password' && this.mode !== 'shell') return;
    if (keysym === KEYSYMS.Return || keysym === KEYSYMS.KP_Enter) {
      this.enter(now);
      return;
    }
    if (keysym === KEYSYMS.BackSpace) {
      if (this.input.length > 0) {
        this.input = this.input.slice(0, -1);
        if (this.mode !== 'password') this.terminal.backspace();
      }
      return;
    }
    const character = keysymCharacter(keysym);
    if (character === undefined) return;
    if (control) {
      const letter = character.toLowerCase();
      if (letter === 'c') {
        this.terminal.write('^C');
        this.input = '';
        this.terminal.newLine();
        this.prompt();
      } else if (letter === 'd' && this.mode === 'shell' && this.input === '') {
        this.logout();
      }
      return;
    }
    // A line of a real tty holds 4095 characters; a screenful is plenty here.
    if (this.input.length >= 1024) return;
    this.input += character;
    if (this.mode !== 'password') this.terminal.write(character);
  }

  private showNotice(mode: Mode, lines: readonly string[]): void {
    this.mode = mode;
    this.input = '';
    this.terminal.setCursorVisible(false);
    this.terminal.clear();
    const top = Math.floor((CONSOLE_ROWS - lines.length) / 2);
    for (let row = 0; row < top; row++) this.terminal.newLine();
    lines.forEach((line, index) => {
      const padding = Math.max(0, Math.floor((CONSOLE_COLUMNS - line.length) / 2));
      this.terminal.write(' '.repeat(padding));
      this.terminal.write(line, index === 0 ? COLOURS.bright : COLOURS.text);
      if (index < lines.length - 1) this.terminal.newLine();
    });
  }

  private startBoot(start: number, clearNow: boolean): void {
    this.mode = 'booting';
    this.bootStart = start;
    this.bootLinesShown = 0;
    this.input = '';
    this.user = '';
    this.clearBeforeBoot = !clearNow;
    if (clearNow) {
      this.terminal.setCursorVisible(true);
      this.terminal.clear();
    }
  }

  private reboot(now: Date): void {
    this.terminal.newLine();
    this.terminal.write('[  ');
    this.terminal.write('OK', COLOURS.green);
    this.terminal.write('  ] Reached target System Reboot.');
    this.terminal.newLine();
    this.terminal.write(
      `${kernelStamp(Math.max(0, (now.getTime() - this.bootStart) / 1000))} reboot: Restarting system`,
    );
    this.terminal.newLine();
    // The screen clears when the new boot starts, a second later.
    this.startBoot(now.getTime() + 1000, false);
  }

  private progressBoot(now: Date, stopBeforeUserSpace: boolean): void {
    if (this.mode !== 'booting') return;
    const elapsed = (now.getTime() - this.bootStart) / 1000;
    if (elapsed < 0) return;
    if (this.clearBeforeBoot) {
      this.clearBeforeBoot = false;
      this.terminal.setCursorVisible(true);
      this.terminal.clear();
    }
    const lines = bootLog(this.target, new Date(this.bootStart));
    while (this.bootLinesShown < lines.length) {
      const line = lines[this.bootLinesShown];
      if (line === undefined || line.at > elapsed) return;
      if (stopBeforeUserSpace && line.phase === 'userspace') return;
      this.terminal.write(line.text, line.colour ?? COLOURS.text);
      if (line.joinNext !== true) this.terminal.newLine();
      this.bootLinesShown += 1;
    }
    if (elapsed >= BOOT_SECONDS) {
      this.mode = 'login';
      this.prompt();
    }
  }

  private prompt(): void {
    switch (this.mode) {
      case 'login':
        this.terminal.write(`${this.target.hostName} login: `);
        return;
      case 'password':
        this.terminal.write('Password: ');
        return;
      case 'shell':
        this.terminal.write(
          `${this.user}@${this.target.hostName}:~${this.user === 'root' ? '#' : '$'} `,
        );
        return;
      default:
        return;
    }
  }

  private enter(now: Date): void {
    const line = this.input;
    this.input = '';
    this.terminal.newLine();
    switch (this.mode) {
      case 'login':
        if (line.trim() !== '') {
          this.user = line.trim();
          this.mode = 'password';
        }
        this.prompt();
        return;
      case 'password':
        // The emulator has no guest accounts: every password logs in.
        this.mode = 'shell';
        this.terminal.write(
          `Linux ${this.target.hostName} ${kernelRelease(this.target.imageName)} #1 SMP PREEMPT_DYNAMIC x86_64`,
        );
        this.terminal.newLine();
        this.terminal.newLine();
        this.prompt();
        return;
      case 'shell':
        this.runCommand(line.trim(), now);
        return;
      default:
        return;
    }
  }

  private runCommand(command: string, now: Date): void {
    const print = (text: string) => {
      this.terminal.write(text);
      this.terminal.newLine();
    };
    const name = command.split(/\s+/)[0] ?? '';
    switch (command) {
      case '':
        break;
      case 'uname':
      case 'uname -s':
        print('Linux');
        break;
      case 'uname -r':
        print(kernelRelease(this.target.imageName));
        break;
      case 'uname -a':
        print(
          `Linux ${this.target.hostName} ${kernelRelease(this.target.imageName)} #1 SMP PREEMPT_DYNAMIC x86_64 GNU/Linux`,
        );
        break;
      case 'hostname':
      case 'cat /etc/hostname':
        print(this.target.hostName);
        break;
      case 'whoami':
        print(this.user);
        break;
      case 'date':
        print(
          now.toUTCString().replace(/^(\w+), (\d+) (\w+) (\d+) (\S+) GMT$/, '$1 $3 $2 $5 UTC $4'),
        );
        break;
      case 'uptime': {
        const minutes = Math.max(0, Math.floor((now.getTime() - this.bootStart) / 60_000));
        print(
          ` ${now.toISOString().slice(11, 19)} up ${minutes} min,  1 user,  load average: 0.00, 0.01, 0.00`,
        );
        break;
      }
      case 'help':
        print('Commands: uname -a, hostname, whoami, date, uptime, clear, exit');
        break;
      case 'clear':
        this.terminal.clear();
        break;
      case 'exit':
      case 'logout':
        this.logout();
        return;
      default:
        print(`-bash: ${name}: command not found`);
    }
    this.prompt();
  }

  private logout(): void {
    this.mode = 'login';
    this.user = '';
    this.input = '';
    this.terminal.clear();
    this.terminal.write(`${this.target.imageName} ${this.target.hostName} tty1`, COLOURS.bright);
    this.terminal.newLine();
    this.terminal.newLine();
    this.prompt();
  }
}

function isModifier(keysym: number): boolean {
  return keysym >= 0xffe1 && keysym <= 0xffee;
}

/**
 * The character an X11 keysym types: Latin-1 keysyms are their code point, Unicode keysyms are
 * `0x01000000 + code point`, keypad digits and operators type theirs; `undefined` otherwise.
 *
 * @example
 * keysymCharacter(0x41); // 'A'
 */
export function keysymCharacter(keysym: number): string | undefined {
  if ((keysym >= 0x20 && keysym <= 0x7e) || (keysym >= 0xa0 && keysym <= 0xff))
    return String.fromCharCode(keysym);
  if (keysym >= 0x01000100 && keysym <= 0x0110ffff)
    return String.fromCodePoint(keysym - 0x01000000);
  if (keysym >= 0xffb0 && keysym <= 0xffb9) return String.fromCharCode(0x30 + keysym - 0xffb0);
  const keypad: Record<number, string> = {
    0xffaa: '*',
    0xffab: '+',
    0xffad: '-',
    0xffae: '.',
    0xffaf: '/',
  };
  return keypad[keysym];
}
