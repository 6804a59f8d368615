import { IS_HOSTED, VERSION_PREFIX } from '../../session/hostedMode';

const HOSTED_MODE = { hosted: IS_HOSTED, versionPrefix: VERSION_PREFIX };

/** Whether this is the hosted build, and the version prefix its routes are also served under. */
export function useHostedMode(): { hosted: boolean; versionPrefix: string } {
  return HOSTED_MODE;
}
