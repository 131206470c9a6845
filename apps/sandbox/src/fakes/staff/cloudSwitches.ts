import type { Region } from '@cloud-portal/api-client';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendHtmlPage } from '../../platform/http/html.ts';
import type { RegionsService } from '../../product/regions/index.ts';
import type { FormProtection } from '../forms.ts';
import { registerAdminAction } from './adminAction.ts';
import { ADMIN_PAGE, type AdminSection } from './adminPage.ts';

/** Where the Cloud section's forms post. */
export const CLOUD_SWITCH_PATH = '/sandbox/admin/cloud';

/** What the Cloud section switches: the regions' flags and the compute emulator's fault switch. */
export interface CloudSwitchboard {
  regions: Pick<RegionsService, 'list' | 'exists' | 'setMaintenance' | 'setOutOfStock'>;
  /** Nova's build fault switch (`modules.compute.service`): new servers end in ERROR while on. */
  builds: {
    failBuilds(region: string): boolean;
    setFailBuilds(region: string, on: boolean): void;
  };
}

/** The switches per region, as posted in the `switch` field, with their labels. */
const SWITCHES = {
  maintenance: 'Maintenance',
  out_of_stock: 'Out of stock',
  fail_builds: 'Builds fail',
} as const;

/** A switch of {@link SWITCHES}. */
export type CloudSwitch = keyof typeof SWITCHES;

function isCloudSwitch(value: string | undefined): value is CloudSwitch {
  return value !== undefined && Object.hasOwn(SWITCHES, value);
}

function stateOf(cloud: CloudSwitchboard, region: Region, name: CloudSwitch): boolean {
  switch (name) {
    case 'maintenance':
      return region.meta.is_maintenance;
    case 'out_of_stock':
      return region.meta.is_out_of_stock;
    case 'fail_builds':
      return cloud.builds.failBuilds(region.id);
    default:
      return name satisfies never;
  }
}

function setSwitch(cloud: CloudSwitchboard, region: string, name: CloudSwitch, on: boolean): void {
  switch (name) {
    case 'maintenance':
      cloud.regions.setMaintenance(region, on);
      return;
    case 'out_of_stock':
      cloud.regions.setOutOfStock(region, on);
      return;
    case 'fail_builds':
      cloud.builds.setFailBuilds(region, on);
      return;
    default:
      name satisfies never;
  }
}

/**
 * The admin page's Cloud section: a table of regions with, per switch, its state and a form
 * button that posts the opposite state to {@link CLOUD_SWITCH_PATH}.
 *
 * @example
 * registerAdminPage(app, forms, [cloudSection(cloud, forms)]);
 */
export function cloudSection(cloud: CloudSwitchboard, forms: FormProtection): AdminSection {
  return {
    id: 'cloud',
    title: 'Cloud',
    render(token) {
      const names = Object.keys(SWITCHES) as CloudSwitch[];
      const rows = cloud.regions.list().map((region) => {
        const cells = names.map((name) => {
          const on = stateOf(cloud, region, name);
          const action = on ? 'Turn off' : 'Turn on';
          return [
            `<td>${on ? '<strong>on</strong>' : 'off'} `,
            `<form method="post" action="${CLOUD_SWITCH_PATH}">`,
            forms.hiddenField(token),
            `<input type="hidden" name="region" value="${escapeHtml(region.id)}">`,
            `<input type="hidden" name="switch" value="${name}">`,
            `<input type="hidden" name="state" value="${on ? 'off' : 'on'}">`,
            `<button type="submit" aria-label="${escapeHtml(`${action} ${SWITCHES[name].toLowerCase()} in ${region.id}`)}">${action}</button>`,
            '</form></td>',
          ].join('');
        });
        return `<tr><th scope="row">${escapeHtml(`${region.id} (${region.city})`)}</th>${cells.join('')}</tr>`;
      });
      return [
        '<p>Maintenance and out of stock change what <code>GET /api/regions/</code> answers; while',
        'builds fail, a new server of the region ends in ERROR with Nova’s fault.</p>',
        '<table>',
        `<thead><tr><th scope="col">Region</th>${names.map((name) => `<th scope="col">${SWITCHES[name]}</th>`).join('')}</tr></thead>`,
        `<tbody>\n${rows.join('\n')}\n</tbody>`,
        '</table>',
      ].join('\n');
    },
  };
}

/**
 * Serves the Cloud section's post, `/sandbox/admin/cloud` (`region`, `switch`: `maintenance`,
 * `out_of_stock` or `fail_builds`, `state`: `on` or `off`, and the page's CSRF token): sets the
 * switch and redirects (303) back to the admin page, which shows the new state.
 *
 * @example
 * registerCloudSwitches(app, { regions: regions.service, builds: compute.service }, forms);
 */
export function registerCloudSwitches(
  app: FastifyInstance,
  cloud: CloudSwitchboard,
  forms: FormProtection,
): void {
  registerAdminAction(
    app,
    { path: CLOUD_SWITCH_PATH, section: 'cloud' },
    forms,
    async (fields, reply) => {
      const region = fields['region'] ?? '';
      const name = fields['switch'];
      const state = fields['state'];
      if (!isCloudSwitch(name) || (state !== 'on' && state !== 'off'))
        return sendHtmlPage(reply, 400, 'No such switch', '');
      if (!cloud.regions.exists(region)) return sendHtmlPage(reply, 404, 'No such region', '');
      setSwitch(cloud, region, name, state === 'on');
      return reply.redirect(`${ADMIN_PAGE}#cloud`, 303);
    },
  );
}
