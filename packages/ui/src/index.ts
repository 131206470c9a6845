// Barrel of the design system. Apps may also import one component by subpath
// (`@cloud-portal/ui/components/button`). CSS: `tokens.css`, `base.css`, one `themes/<brand>.css`
// and, for the built package, `styles.css` (component styles).
export * from './components/alert/index.ts';
export * from './components/button/index.ts';
export * from './components/select/index.ts';
export * from './components/spinner/index.ts';
export * from './components/visually-hidden/index.ts';
