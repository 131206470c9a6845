// Wire types of Nova's remote consoles: `POST /v2.1/servers/{id}/remote-consoles` (2.6+) and the
// legacy `os-getVNCConsole` server action (2.1–2.5 only). Shapes follow nova/os-remote-consoles/ of
// ../shared/openstack-samples (2.1 legacy, v2.6, v2.8, v2.99).

/** The console protocol (`mks` 2.8+). */
export type NovaConsoleProtocol = 'vnc' | 'spice' | 'rdp' | 'serial' | 'mks';

/** The console type: `novnc` for VNC in a browser (`xvpvnc` gone since Victoria). */
export type NovaConsoleType =
  'novnc' | 'xvpvnc' | 'spice-html5' | 'spice-direct' | 'rdp-html5' | 'serial' | 'webmks';

/** Body of `POST /servers/{id}/remote-consoles`. */
export interface NovaRemoteConsoleCreateRequest {
  readonly remote_console: {
    readonly protocol: NovaConsoleProtocol;
    readonly type: NovaConsoleType;
  };
}

/**
 * A console Nova opened: for `novnc`, `url` is noVNC's page with the websocket path in its
 * `path` query (`http://host:6080/vnc_auto.html?path=%3Ftoken%3D…`), valid for a few minutes.
 */
export interface NovaRemoteConsole {
  readonly protocol: NovaConsoleProtocol;
  readonly type: NovaConsoleType;
  readonly url: string;
}

/** `POST /servers/{id}/remote-consoles`. */
export interface NovaRemoteConsoleResponse {
  readonly remote_console: NovaRemoteConsole;
}

/** The legacy console of `os-getVNCConsole` (no `protocol`). */
export interface NovaLegacyConsole {
  readonly type: NovaConsoleType;
  readonly url: string;
}

/** Answer of the `os-getVNCConsole` action. */
export interface NovaLegacyConsoleResponse {
  readonly console: NovaLegacyConsole;
}
