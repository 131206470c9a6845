// @novnc/novnc 1.7 ships no types and exports only its RFB class (TOOLCHAIN.md: the
// @types package declares another path). What the console tab uses of it.
declare module '@novnc/novnc' {
  /** Options of the RFB constructor. */
  export interface RfbOptions {
    shared?: boolean;
    credentials?: { username?: string; password?: string; target?: string };
    repeaterID?: string;
    wsProtocols?: string[];
  }

  /** noVNC's VNC client: draws the remote screen into `target` and sends keys and pointer. */
  export default class RFB extends EventTarget {
    constructor(target: HTMLElement, urlOrChannel: string | WebSocket, options?: RfbOptions);
    /** Scale the remote screen to fit the target. */
    scaleViewport: boolean;
    /** Ask the server to resize to the target. */
    resizeSession: boolean;
    /** Clip the remote screen to the target (scroll by dragging). */
    clipViewport: boolean;
    viewOnly: boolean;
    focusOnClick: boolean;
    background: string;
    disconnect(): void;
    sendCtrlAltDel(): void;
    /** Presses and releases a key unless `down` says which. */
    sendKey(keysym: number, code: string | null, down?: boolean): void;
    focus(options?: FocusOptions): void;
    blur(): void;
  }
}
