// The colour-scheme boot script of the brand apps (issue 4: the visitor's remembered choice
// applies before first paint). The CSP forbids inline scripts, so brandHtml() serves this as a
// tiny external classic script, loaded synchronously in <head> before the stylesheets apply.
// Without a stored choice it does nothing and the tokens follow the system from CSS alone.
// The storage key is owned by packages/portal/src/app/colorScheme.ts (COLOR_SCHEME_STORAGE_KEY);
// portal's colorScheme.test.ts runs this script against that key, so the two cannot drift.

/** Storage key of the visitor's colour-scheme choice (same value as the portal's). */
export const THEME_INIT_STORAGE_KEY = 'cloud-portal.color-scheme';

/**
 * Source of the boot script: sets `data-theme` on <html> from a stored "light" or "dark";
 * ignores anything else and disabled storage. ES5, no module: it runs before everything.
 * @example new Function(THEME_INIT_SCRIPT)(); // document.documentElement.dataset.theme === 'dark'
 */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(
  THEME_INIT_STORAGE_KEY,
)});if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}
`;
