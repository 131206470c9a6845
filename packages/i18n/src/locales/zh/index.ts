import common from './common.ts';
import home from './home.ts';

/** All namespaces of the zh bundle. */
export default { common, home } as const;
