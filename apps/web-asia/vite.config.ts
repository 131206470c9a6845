import { assertBrandConfig } from '@cloud-portal/portal/brand';
import { brandAppConfig } from '@cloud-portal/vite-config';
import { brand } from './src/brand.ts';

// A wrong brand config fails the build here, naming each field (issue 4).
export default brandAppConfig({ brand: assertBrandConfig(brand).id });
