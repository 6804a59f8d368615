import { useEffect } from 'react';
import { useServerConfigQuery } from '../../../api/server';
import { UI_VERSION } from '../../../navigation/links';
import { IS_HOSTED } from '../../../session/hostedMode';
import { matchingConsoleUrl } from './matchingConsole';

/** Set once the console has gone to load its server's UI version; cleared once they match. */
const REDIRECTED_KEY = 'netloom.versionRedirect';

/**
 * Hosted build: once the server configuration is in and names another version than this UI, loads
 * the matching UI from the origin root, once.
 */
export function useHostedVersionRedirect(): void {
  const serverVersion = useServerConfigQuery(true).data?.Version;
  useEffect(() => {
    if (!IS_HOSTED || serverVersion === undefined) return;
    const target = matchingConsoleUrl(window.location, UI_VERSION, serverVersion);
    if (!target) {
      localStorage.removeItem(REDIRECTED_KEY);
      return;
    }
    if (localStorage.getItem(REDIRECTED_KEY)) return;
    localStorage.setItem(REDIRECTED_KEY, serverVersion);
    window.location.assign(target);
  }, [serverVersion]);
}
