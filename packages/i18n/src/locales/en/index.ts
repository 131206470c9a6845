import common from './common.ts';
import home from './home.ts';

/** All namespaces of the en bundle. */
export default { common, home } as const;
