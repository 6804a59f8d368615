export { ShellBanners } from './ShellBanners';
export { openDesktopClientModal, openNewServerVersionModal, openUpgradePlanModal } from './openers';
export { useHostedMode } from './useHostedMode';
export { useIsPro } from './useIsPro';
export { useUpgradeAvailable } from './version/releases';
