import common from './common.ts';
import home from './home.ts';

/** All namespaces of the ru bundle. */
export default { common, home } as const;
