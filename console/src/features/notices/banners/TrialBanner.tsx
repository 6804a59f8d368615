import { Button } from '@mantine/core';
import { formatLongDate, type TrialNotice } from '@netloom/contract';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isAdmin, useSession } from '../../../session/session';
import { openUpgradePlanModal } from '../openers';
import { NoticeBanner } from './NoticeBanner';

function trialMessage(notice: Exclude<TrialNotice, { kind: 'none' }>, t: TFunction): string {
  switch (notice.kind) {
    case 'days-left':
      return t('notices.trial.daysLeft', { date: formatLongDate(notice.endsAt), days: notice.days });
    case 'less-than-a-day':
      return t('notices.trial.lessThanADay', { date: formatLongDate(notice.endsAt) });
    case 'ended':
      return t('notices.trial.ended');
  }
}

/** The Pro trial: days left, less than a day, or ended. */
export function TrialBanner({ notice }: { notice: TrialNotice }) {
  const { t } = useTranslation();
  const admin = isAdmin(useSession());
  if (notice.kind === 'none') return null;
  return (
    <NoticeBanner
      color={notice.kind === 'days-left' ? 'yellow' : 'orange'}
      icon={<IconHourglassHigh size={18} />}
      action={
        admin && (
          <Button size="xs" onClick={openUpgradePlanModal}>
            {t('notices.upgrade.title')}
          </Button>
        )
      }
    >
      {trialMessage(notice, t)}
      {!admin && ` ${t('notices.trial.contactAdmin')}`}
    </NoticeBanner>
  );
}
