import { assertBrandConfig, assertBrandDocument } from '@cloud-portal/portal/brand';
import { brandAppConfig } from '@cloud-portal/vite-config';
import { brand, brandDocument } from './src/brand.ts';

// A wrong brand config fails the build here, naming each field (issue 4); index.html's lang,
// data-brand, title, description, theme colours, favicon and colour-scheme script come from it.
export default brandAppConfig({
  brand: assertBrandConfig(brand),
  document: assertBrandDocument(brandDocument),
});
