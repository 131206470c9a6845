import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendHtmlPage } from '../../platform/http/html.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FormProtection } from '../forms.ts';
import { registerAdminAction } from './adminAction.ts';
import { ADMIN_PAGE, type AdminSection } from './adminPage.ts';

/** Where the Sandbox clock section's form posts. */
export const CLOCK_PATH = '/sandbox/admin/clock';

const HOUR_MS = 3_600_000;

/** The longest single move: a little over a year (enough for any billing or hold period). */
export const MAX_CLOCK_ADVANCE_HOURS = 24 * 400;

/** The section's one-press moves: [hours, button text]. */
const PRESETS: readonly (readonly [number, string])[] = [
  [1, 'Advance 1 hour'],
  [24, 'Advance 1 day'],
  [24 * 7, 'Advance 7 days'],
  [24 * 31, 'Advance 31 days'],
];

/** Moves the sandbox clock forward: a running clock jumps, a manual one (tests) advances. */
function moveForward(clock: Clock, milliseconds: number): void {
  if (clock.kind === 'running') clock.jump(milliseconds);
  else clock.advance(milliseconds);
}

/** Whole hours from 1 to {@link MAX_CLOCK_ADVANCE_HOURS}, or undefined. */
function parseHours(text: string | undefined): number | undefined {
  if (text === undefined || !/^[0-9]{1,5}$/.test(text.trim())) return undefined;
  const hours = Number(text.trim());
  return hours >= 1 && hours <= MAX_CLOCK_ADVANCE_HOURS ? hours : undefined;
}

/**
 * The admin page's Sandbox clock section: the sandbox time now and buttons that move it forward
 * (an hour, a day, a week, a month, or any number of hours), so a month of daily deductions, an
 * affiliate hold or a weekly auto-payment can be seen in seconds. What fell due on the way runs
 * at once, each at its own time. The clock never goes back; a restart returns it to wall time
 * (× `SANDBOX_CLOCK_SPEED`): what was recorded meanwhile keeps its times.
 *
 * @example
 * registerAdminPage(app, forms, [clockSection(platform.clock, forms)]);
 */
export function clockSection(clock: Clock, forms: FormProtection): AdminSection {
  return {
    id: 'clock',
    title: 'Sandbox clock',
    render(token) {
      return [
        `<p>Sandbox time now: <time data-testid="sandbox-time">${escapeHtml(clock.now().toISOString())}</time>.`,
        'Moving it forward runs whatever fell due on the way (deductions, auto-payments, holds)',
        'and ends sessions and cloud tokens that expire meanwhile.</p>',
        `<form method="post" action="${CLOCK_PATH}">`,
        forms.hiddenField(token),
        ...PRESETS.map(
          ([hours, text]) =>
            `<button type="submit" name="preset" value="${hours}">${escapeHtml(text)}</button>`,
        ),
        '</form>',
        `<form method="post" action="${CLOCK_PATH}">`,
        forms.hiddenField(token),
        `<label>Hours <input name="hours" type="number" min="1" max="${MAX_CLOCK_ADVANCE_HOURS}" required></label>`,
        '<button type="submit">Advance the clock</button>',
        '</form>',
      ].join('\n');
    },
  };
}

/**
 * Serves the Sandbox clock section's posts, `/sandbox/admin/clock` (the page's CSRF token): moves
 * the clock forward by the preset or the typed hours and redirects (303) back to the section; a
 * number out of range answers 400 and moves nothing.
 *
 * @example
 * registerClockSwitch(app, platform.clock, forms);
 */
export function registerClockSwitch(
  app: FastifyInstance,
  clock: Clock,
  forms: FormProtection,
): void {
  registerAdminAction(app, { path: CLOCK_PATH, section: 'clock' }, forms, async (fields, reply) => {
    const hours = parseHours(fields['preset'] ?? fields['hours']);
    if (hours === undefined)
      return sendHtmlPage(
        reply,
        400,
        'Not moved',
        `<p>Give a whole number of hours from 1 to ${MAX_CLOCK_ADVANCE_HOURS}. <a href="${ADMIN_PAGE}#clock">Back</a></p>`,
      );
    moveForward(clock, hours * HOUR_MS);
    return reply.redirect(`${ADMIN_PAGE}#clock`, 303);
  });
}
