import type { Config } from './config';
import type { SessionTokens } from './features/auth/session-tokens';
import type { Database } from './store/schema';

/** What feature routes need from the running server. */
export interface AppContext {
  config: Config;
  db: Database;
  tokens: SessionTokens;
}
