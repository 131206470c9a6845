import type { Messages } from '../../../messages.ts';
import type en from '../../en/servers/list.ts';

export default {} as const satisfies Messages<typeof en, 'ru'>;
