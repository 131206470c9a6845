import '@cloud-portal/ui/tokens.css';
import '@cloud-portal/ui/base.css';
import '@cloud-portal/ui/themes/default.css';
import { createPortal } from '@cloud-portal/portal';
import { brand } from './brand.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
const portal = await createPortal(brand);
portal.mount(container);
