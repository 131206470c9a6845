import type { CloudServer } from '../../cloud/regionResources.ts';

/** What every tab of the server page gets. */
export interface ServerTabProps {
  /** The server as last loaded (polled every 2 s while it changes by itself). */
  server: CloudServer;
}
