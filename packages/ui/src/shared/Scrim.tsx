import overlay from './Overlay.module.css';

/**
 * The dimmed page behind a modal panel (Dialog, Drawer), in place of Radix's Overlay: that one
 * locks the page's scroll by adding a `<style>` element, which the strict CSP (no
 * 'unsafe-inline') refuses with a console error. This one is a plain element; the page's scroll
 * lock is a rule of the stylesheet (Overlay.module.css). Put it first in the Radix Portal.
 * @example <RadixDialog.Portal><Scrim /><RadixDialog.Content>…</RadixDialog.Content></RadixDialog.Portal>
 */
export function Scrim() {
  return <div ref={takeClicks} className={overlay.scrim} aria-hidden="true" />;
}

/**
 * A modal panel makes the page inert (Radix puts pointer-events: none on body): the scrim takes
 * the clicks outside the panel, so nothing behind it gets them. Set through the CSSOM, which the
 * CSP allows (a `style` attribute in markup it would not).
 */
function takeClicks(element: HTMLDivElement | null) {
  element?.style.setProperty('pointer-events', 'auto');
}
