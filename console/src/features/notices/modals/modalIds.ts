/** The ids of the notices' dialogs, so a dialog can close itself and is never opened twice. */
export const MODAL_IDS = {
  upgradePlan: 'upgrade-plan',
  desktopClient: 'desktop-client',
  newServerVersion: 'new-server-version',
} as const;
