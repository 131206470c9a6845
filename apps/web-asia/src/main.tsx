import '@cloud-portal/ui/tokens.css';
import '@cloud-portal/ui/base.css';
import '@cloud-portal/ui/themes/asia.css';
import { createPortal } from '@cloud-portal/portal';
import { brand } from './brand.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');
// No top-level await: it would turn off Rolldown's chunk optimizations (merging the small chunks
// the entry shares with lazy routes), which costs the public home several KB.
void createPortal(brand).then((portal) => portal.mount(container));
