import type { Clock } from './clock';
import type { ChangeNotices } from './db/change-notices';
import type { Db } from './db/client';

/**
 * What a module's service is built from: the database, the clock it reads "now" from, and the change
 * notices by which instances learn that a table changed. A service that needs fewer takes a Pick of it.
 */
export interface ServiceDeps {
  db: Db;
  clock: Clock;
  notices: ChangeNotices;
}
