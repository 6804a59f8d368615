import { Button, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconBan, IconCheck, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/SearchBox';
import type { MatrixFilter } from './matrixDevices';
import type { AclMatrixEdits } from './matrixState';
import { useChangedCount } from './useAclMatrixEdits';

interface MatrixToolbarProps {
  filter: MatrixFilter;
  onFilter: (filter: MatrixFilter) => void;
  /** Clients can be shown on Pro servers only. */
  pro: boolean;
  edits: AclMatrixEdits;
  /** Whether the user may change the matrix; without it only search and the switches show. */
  editable: boolean;
  submitting: boolean;
  /** Allows or blocks every pair of the devices shown. */
  onSetAll: (allowed: boolean) => void;
  onSubmit: () => void;
}

/** Search and clients switch; Allow All, Block All, Reset and Submit Changes. */
export function MatrixToolbar({
  filter,
  onFilter,
  pro,
  edits,
  editable,
  submitting,
  onSetAll,
  onSubmit,
}: MatrixToolbarProps) {
  const { t } = useTranslation();
  const changed = useChangedCount(edits);
  const setAllButton = (label: string, allowed: boolean, icon: ReactNode) => (
    <Tooltip label={t('oldAcls.shownPairsHint')} multiline w={260} events={{ hover: true, focus: true, touch: false }}>
      <Button variant="default" leftSection={icon} onClick={() => onSetAll(allowed)}>
        {label}
      </Button>
    </Tooltip>
  );
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Group gap="md" align="center">
        <SearchBox
          label={t('oldAcls.searchLabel')}
          value={filter.search}
          onChange={(search) => onFilter({ ...filter, search })}
        />
        {pro && (
          <Switch
            label={t('oldAcls.showClients')}
            checked={filter.showClients}
            onChange={(event) => onFilter({ ...filter, showClients: event.currentTarget.checked })}
          />
        )}
      </Group>
      <Group gap="sm" align="center">
        {editable && (
          <>
            <Text size="sm" c={changed > 0 ? undefined : 'dimmed'} aria-live="polite">
              {t('oldAcls.changes', { count: changed })}
            </Text>
            {setAllButton(t('oldAcls.allowAll'), true, <IconCheck size={16} aria-hidden />)}
            {setAllButton(t('oldAcls.blockAll'), false, <IconBan size={16} aria-hidden />)}
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              disabled={changed === 0 || submitting}
              onClick={() => edits.reset()}
            >
              {t('oldAcls.reset')}
            </Button>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={changed === 0}
              loading={submitting}
              onClick={onSubmit}
            >
              {t('oldAcls.submit')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
