// The dependency direction of DESIGN.md, as `no-restricted-imports` rules per folder.
// Each message says what to do instead, so a failing lint is also the documentation.

const INTERNAL = '@cloud-portal';

/** @param {string} pkg @param {string} why */
const ban = (pkg, why) => ({ group: [`${INTERNAL}/${pkg}`, `${INTERNAL}/${pkg}/*`], message: why });

const deepSrc = {
  group: [`${INTERNAL}/*/src/*`, `${INTERNAL}/*/src`],
  message:
    "Do not import another package's src: add an `exports` subpath to that package and import it by name (for example `@cloud-portal/ui/components/button`).",
};
const crossRelative = {
  group: [
    '../../packages/*',
    '../../../packages/*',
    '../../apps/*',
    '../../../apps/*',
    '../../tooling/*',
  ],
  message:
    'No `../` across packages: depend on the workspace package by name (`@cloud-portal/...`).',
};

const pureLibrary = (name) => [
  ban(
    'portal',
    `${name} is a library other teams import: it must not depend on the portal app. Move the shared piece down into ${name} or domain.`,
  ),
  ban('ui', `${name} must not import the design system: return data, and let portal render it.`),
  ban(
    'sandbox',
    `${name} must not import the sandbox: the sandbox is a consumer, not a dependency.`,
  ),
];

/** @type {Record<string, { files: string[], patterns: object[], paths?: object[] }>} */
export const boundaries = {
  domain: {
    files: ['packages/domain/**', '**/packages/domain/**'],
    patterns: [
      {
        group: [`${INTERNAL}/*`],
        message:
          'domain imports nothing internal: it is the bottom layer. Pass the data in as arguments instead.',
      },
      {
        group: ['react', 'react-*', 'react/*', '@reduxjs/*', 'i18next', 'react-i18next'],
        message:
          'domain holds pure rules: no React, Redux or i18next. Return values or codes; let portal translate and render.',
      },
    ],
  },
  'api-client': {
    files: ['packages/api-client/**'],
    patterns: [
      ...pureLibrary('api-client'),
      ban('cloud-sdk', 'api-client and cloud-sdk are independent SDKs: combine them in portal.'),
      ban('i18n', 'api-client returns error codes, not texts: translate them in portal with i18n.'),
      {
        group: ['react', 'react/*', 'react-dom', '@reduxjs/*'],
        message: 'api-client is framework-free: wrap it in RTK Query inside portal.',
      },
    ],
  },
  // cloud-sdk may import `@cloud-portal/domain` (the bottom layer, pure and dependency-free): the
  // §8 error rules (message extraction, codes, truncation) live once, in domain, and the SDK uses
  // them rather than keeping a second copy.
  'cloud-sdk': {
    files: ['packages/cloud-sdk/**'],
    patterns: [
      ...pureLibrary('cloud-sdk'),
      ban('api-client', 'cloud-sdk and api-client are independent SDKs: combine them in portal.'),
      ban('i18n', 'cloud-sdk returns typed errors with codes: translate them in portal with i18n.'),
      {
        group: ['react', 'react/*', 'react-dom', '@reduxjs/*'],
        message: 'cloud-sdk is framework-free: call it from RTK Query queryFns inside portal.',
      },
    ],
  },
  i18n: {
    files: ['packages/i18n/**'],
    patterns: [
      ...pureLibrary('i18n'),
      ban('api-client', 'i18n holds message bundles only.'),
      ban('cloud-sdk', 'i18n holds message bundles only.'),
      {
        group: ['react', 'react/*', 'react-i18next'],
        message: 'i18n ships bundles and key types only; wire react-i18next in portal.',
      },
    ],
  },
  ui: {
    files: ['packages/ui/**'],
    patterns: [
      {
        group: ['react-router', 'react-router/*', 'react-router-dom'],
        message: 'ui must not import the router: take an `href`/`onNavigate` prop instead.',
      },
      {
        group: ['@reduxjs/*', 'react-redux'],
        message: 'ui must not use Redux: take values and callbacks as props.',
      },
      {
        group: ['i18next', 'react-i18next', `${INTERNAL}/i18n`, `${INTERNAL}/i18n/*`],
        message: 'ui must not translate: strings arrive as props (label, placeholder, ...).',
      },
      {
        group: [
          `${INTERNAL}/api-client`,
          `${INTERNAL}/api-client/*`,
          `${INTERNAL}/cloud-sdk`,
          `${INTERNAL}/cloud-sdk/*`,
        ],
        message: 'ui must not call APIs: portal fetches data and passes it as props.',
      },
      ban(
        'portal',
        'ui is below portal: it must not import it. Move the piece into ui and pass data in as props.',
      ),
      ban(
        'domain',
        'ui renders what it is given: format values in portal (with domain) and pass strings as props.',
      ),
    ],
  },
  portal: {
    files: ['packages/portal/**'],
    patterns: [
      {
        group: [`${INTERNAL}/web-*`],
        message:
          'portal must not import a brand app: brand settings arrive through createPortal(brand).',
      },
      ban('sandbox', 'portal talks to the sandbox over HTTP only (api-client / cloud-sdk).'),
    ],
  },
  apps: {
    files: ['apps/web-*/**'],
    patterns: [
      {
        group: [
          `${INTERNAL}/api-client`,
          `${INTERNAL}/cloud-sdk`,
          `${INTERNAL}/domain`,
          `${INTERNAL}/i18n`,
          `${INTERNAL}/*/src/*`,
        ],
        message:
          'Brand apps hold configuration and assets only: import features from @cloud-portal/portal (and themes from @cloud-portal/ui).',
      },
      ban('sandbox', 'Brand apps must not import the sandbox.'),
    ],
  },
  sandbox: {
    files: ['apps/sandbox/**'],
    patterns: [
      ban(
        'portal',
        'The sandbox is a backend: it must not import the frontend (portal). Share rules through domain.',
      ),
      ban('ui', 'The sandbox is a backend: it must not import the design system.'),
      ban('i18n', 'The sandbox returns error codes; the frontend translates them.'),
      { group: ['react', 'react/*', 'react-dom'], message: 'The sandbox is a backend: no React.' },
    ],
  },
};

export const common = { patterns: [deepSrc, crossRelative] };
