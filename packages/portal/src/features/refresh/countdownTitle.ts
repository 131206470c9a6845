import { formatCountdown } from '@cloud-portal/domain/refresh';

/** The document title, as far as the countdown touches it. */
export interface TitleHolder {
  title: string;
}

/** Writes the refresh countdown in front of the document title, and takes it away again. */
export interface TitleCountdown {
  /** Puts `(m:ss) ` in front of the current title (replacing the one it wrote before). */
  show(secondsLeft: number): void;
  /** Takes its prefix away, leaving whatever title the page has now. */
  clear(): void;
}

/**
 * The countdown in the document title (§4: "title shows m:ss"), so a visitor on another tab sees
 * the reload coming. Only the prefix it wrote is removed: a title the page set in the meantime
 * (a navigation's, by the router rules) stays, without the prefix.
 * @example const title = titleCountdown(document); title.show(25); // '(0:25) Servers — Cloud'
 */
export function titleCountdown(holder: TitleHolder): TitleCountdown {
  let written: string | undefined;
  const withoutPrefix = (title: string) =>
    written !== undefined && title.startsWith(written) ? title.slice(written.length) : title;
  return {
    show(secondsLeft) {
      const base = withoutPrefix(holder.title);
      written = `(${formatCountdown(secondsLeft)}) `;
      holder.title = `${written}${base}`;
    },
    clear() {
      holder.title = withoutPrefix(holder.title);
      written = undefined;
    },
  };
}
