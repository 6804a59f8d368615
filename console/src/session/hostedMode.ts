import { versionPrefix } from '@netloom/contract';
import { UI_VERSION } from '../navigation/links';

/** The hosted (multi-tenant) build; a build-time setting, off in the self-hosted build. */
export const IS_HOSTED = import.meta.env.VITE_HOSTED === 'true';

/** The hosted build also serves every route under this prefix, e.g. `/v0.90.0/dashboard`. */
export const VERSION_PREFIX = versionPrefix(UI_VERSION);
