import { brandAppConfig } from '@cloud-portal/vite-config';

export default brandAppConfig({ brand: 'rocket' });
