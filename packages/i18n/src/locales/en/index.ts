import account from './account.ts';
import common from './common.ts';
import errors from './errors.ts';
import home from './home.ts';
import servers from './servers.ts';
import validation from './validation.ts';

/** All namespaces of the en bundle. */
export default { account, common, errors, home, servers, validation } as const;
