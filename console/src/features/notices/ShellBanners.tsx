import { isTrialEndedError } from '@netloom/contract';
import { useServerHealth } from '../../server-status/serverHealth';
import { HealthBanner } from './banners/HealthBanner';
import { ManagedHostBanner } from './banners/ManagedHostBanner';
import { NetworkLimitBanner } from './banners/NetworkLimitBanner';
import { TrialBanner } from './banners/TrialBanner';
import { hasServerProblem } from './server/serverProblem';
import { ServerProblemOverlay } from './server/ServerProblemOverlay';
import { useServerProblemOverlay } from './server/useServerProblemOverlay';
import { TrialEndedModal } from './trial/TrialEndedModal';
import { useTrialNotice } from './trial/useTrialNotice';
import { useHostedVersionRedirect } from './version/useHostedVersionRedirect';

/**
 * The notices at the top of the main area (managed host, trial, server health, Community network
 * limit), with the dialogs
 * they lead to: the server-problem overlay and the trial-ended dialog.
 */
export function ShellBanners() {
  const health = useServerHealth();
  const trial = useTrialNotice(health);
  const overlay = useServerProblemOverlay(hasServerProblem(health));
  useHostedVersionRedirect();
  return (
    <>
      <ManagedHostBanner />
      <TrialBanner notice={trial} />
      <HealthBanner health={health} />
      <NetworkLimitBanner />
      <ServerProblemOverlay health={health} opened={overlay.opened} onDismiss={overlay.dismiss} />
      <TrialEndedModal trialEnded={isTrialEndedError(health.license_error)} />
    </>
  );
}
