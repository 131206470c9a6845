import account from './account.ts';
import affiliate from './affiliate.ts';
import auth from './auth.ts';
import billing from './billing.ts';
import common from './common.ts';
import company from './company.ts';
import content from './content.ts';
import dns from './dns.ts';
import errors from './errors.ts';
import home from './home.ts';
import network from './network.ts';
import publicSite from './public.ts';
import servers from './servers.ts';
import storage from './storage.ts';
import support from './support.ts';
import validation from './validation.ts';

/** All namespaces of the en bundle. */
export default {
  account,
  affiliate,
  auth,
  billing,
  common,
  company,
  content,
  dns,
  errors,
  home,
  network,
  public: publicSite,
  servers,
  storage,
  support,
  validation,
} as const;
