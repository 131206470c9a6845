// The list rows' icons, each one path (issue 13: every row's elements count against the page's
// DOM budget; lucide's versions of these take two to four elements).

/** "⋮", the row's actions menu. */
export function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3.5a1.75 1.75 0 1 1 0 3.5a1.75 1.75 0 0 1 0-3.5Zm0 6.75a1.75 1.75 0 1 1 0 3.5a1.75 1.75 0 0 1 0-3.5Zm0 6.75a1.75 1.75 0 1 1 0 3.5a1.75 1.75 0 0 1 0-3.5Z"
      />
    </svg>
  );
}

/** Two overlapping sheets, copy to the clipboard. */
export function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M4 16V6a2 2 0 0 1 2-2h10M10 8h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2Z"
      />
    </svg>
  );
}
