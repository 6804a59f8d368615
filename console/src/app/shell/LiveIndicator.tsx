import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveState, type LiveState } from '../../api/liveState';

const COLORS: Record<LiveState, string> = { live: 'green', connecting: 'blue', offline: 'orange' };

/** The top bar's word on live updates: live, connecting, or offline (pages refresh every 10 s); a tooltip explains. */
export function LiveIndicator() {
  const { t } = useTranslation();
  const state = useLiveState();
  const label = t(`live.${state}.label`);
  const explanation = t(`live.${state}.explanation`);
  return (
    <Tooltip label={explanation} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
      <Badge
        variant="dot"
        color={COLORS[state]}
        size="lg"
        tt="none"
        maw={{ base: 140, md: 'none' }}
        role="status"
        tabIndex={0}
        aria-label={`${t('live.name')}: ${label}`}
        style={{ flexShrink: 0, cursor: 'default' }}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
