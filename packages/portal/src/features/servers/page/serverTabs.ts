import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkTimeout } from '../../chunk-failure/chunkLoad.ts';
import type { ServerTabProps } from './ServerTabProps.ts';

/** The tabs of the server page (§2), in display order; the first is the default. */
export const SERVER_TABS = [
  'server-details',
  'server-ports',
  'server-billing',
  'server-charts',
  'server-console',
  'server-controls',
  'server-security',
] as const;

/** A tab of the server page; also its URL segment (`/control/servers/page/{id}/server-console`). */
export type ServerTab = (typeof SERVER_TABS)[number];

/**
 * Whether a URL segment names a tab.
 * @example isServerTab('server-console') // true
 */
export function isServerTab(value: string | undefined): value is ServerTab {
  return (SERVER_TABS as readonly string[]).includes(value ?? '');
}

type TabComponent = LazyExoticComponent<ComponentType<ServerTabProps>>;

// Each tab is a chunk of its own, loaded when the tab is first shown (the console's noVNC and
// the charts' visx never load with the page). To build a tab: export a component taking
// `ServerTabProps` from its feature folder and point its line here at it.
const tab = (load: () => Promise<ComponentType<ServerTabProps>>): TabComponent =>
  lazy(async () => ({ default: await withChunkTimeout(load()) }));

/** The component of each tab. */
export const SERVER_TAB_COMPONENTS: Readonly<Record<ServerTab, TabComponent>> = {
  'server-details': tab(
    async () => (await import('../details/ServerDetailsTab.tsx')).ServerDetailsTab,
  ),
  'server-ports': tab(async () => (await import('../ports/ServerPortsTab.tsx')).ServerPortsTab),
  'server-billing': tab(
    async () => (await import('../billing/ServerBillingTab.tsx')).ServerBillingTab,
  ),
  'server-charts': tab(async () => (await import('../charts/ServerChartsTab.tsx')).ServerChartsTab),
  'server-console': tab(
    async () => (await import('../console/ServerConsoleTab.tsx')).ServerConsoleTab,
  ),
  'server-controls': tab(
    async () => (await import('../controls/ServerControlsTab.tsx')).ServerControlsTab,
  ),
  'server-security': tab(
    async () => (await import('../security/ServerSecurityTab.tsx')).ServerSecurityTab,
  ),
};
