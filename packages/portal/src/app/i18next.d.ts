import type { Bundle } from '@cloud-portal/i18n';
import 'i18next';

// Typed translation keys: t('nav.signIn') and t('regions.heading', { ns: 'public' }) are checked at
// compile time. `Bundle` has plain string leaves, so keys chosen at run time (a union) type-check too.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Bundle;
  }
}
