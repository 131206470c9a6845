import type RFB from '@novnc/novnc';

/**
 * noVNC's RFB class, loaded on first use: noVNC (with its top-level await) is a chunk of its own
 * that only the console tab ever asks for (TOOLCHAIN.md), never part of the control area's graph.
 * @example const Rfb = await loadRfb(); new Rfb(element, websocketUrl);
 */
export async function loadRfb(): Promise<typeof RFB> {
  return (await import('@novnc/novnc')).default;
}
