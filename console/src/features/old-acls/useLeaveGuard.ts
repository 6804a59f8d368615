import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { confirmAction } from '../../components/confirmAction';

/**
 * Leaving the page while `hasChanges()` asks first, and leaving anyway calls `discard`; closing
 * or reloading the tab gets the browser's own question.
 */
export function useLeaveGuard(hasChanges: () => boolean, discard: () => void): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasChanges(),
  );
  const leave = useCallback(
    (go: () => void) => {
      if (!hasChanges()) {
        go();
        return;
      }
      confirmAction({
        title: t('oldAcls.leaveTitle'),
        message: t('oldAcls.leave'),
        confirmLabel: t('oldAcls.leaveConfirm'),
        danger: true,
        onConfirm: () => {
          discard();
          go();
        },
      });
    },
    [hasChanges, discard, t],
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const destination = blocker.location;
    blocker.reset();
    leave(() => void navigate(destination));
  }, [blocker, leave, navigate]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);
}
