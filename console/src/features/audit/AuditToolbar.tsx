import { Button, Group, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, ROWS_SEARCH_MAX_LENGTH } from '@netloom/contract';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworksQuery } from '../../api/networks';
import { networkLabel } from '../networks/networkLabel';
import { AUDIT_ACTOR_MAX_LENGTH, isFiltered, type AuditView } from './auditFilters';
import { AuditPeriodFilter } from './AuditPeriodFilter';
import { ChoiceFilter } from './ChoiceFilter';

interface AuditToolbarProps {
  view: AuditView;
  onChange: (view: AuditView) => void;
  onClear: () => void;
}

/** The audit log's filters: search, who made the change, action, object type, network and period. */
export function AuditToolbar({ view, onChange, onClear }: AuditToolbarProps) {
  const { t } = useTranslation();
  const networks = useNetworksQuery().data ?? [];
  const networkOptions = networks.map((network) => ({ value: network.netid, label: networkLabel(network) }));
  // A network named in the address that is gone (deleted since) stays pickable.
  if (view.network && !networks.some((network) => network.netid === view.network)) {
    networkOptions.push({ value: view.network, label: view.network });
  }
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('audit.filters.label')}>
      <TextInput
        aria-label={t('audit.filters.search')}
        placeholder={t('audit.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={view.search}
        maxLength={ROWS_SEARCH_MAX_LENGTH}
        onChange={(event) => onChange({ ...view, search: event.currentTarget.value })}
        w={360}
      />
      <TextInput
        label={t('audit.filters.actor')}
        placeholder={t('audit.filters.actorPlaceholder')}
        value={view.actor}
        maxLength={AUDIT_ACTOR_MAX_LENGTH}
        onChange={(event) => onChange({ ...view, actor: event.currentTarget.value })}
        w={190}
      />
      <ChoiceFilter
        label={t('audit.filters.action')}
        anyLabel={t('audit.filters.anyAction')}
        value={view.action}
        options={AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) }))}
        onChange={(action) => onChange({ ...view, action })}
        width={150}
      />
      <ChoiceFilter
        label={t('audit.filters.objectType')}
        anyLabel={t('audit.filters.anyObjectType')}
        value={view.objectType}
        options={AUDIT_OBJECT_TYPES.map((value) => ({ value, label: t(`audit.objectTypes.${value}`) }))}
        onChange={(objectType) => onChange({ ...view, objectType })}
        width={190}
      />
      <ChoiceFilter
        label={t('audit.filters.network')}
        anyLabel={t('audit.filters.anyNetwork')}
        value={view.network || null}
        options={networkOptions}
        onChange={(network) => onChange({ ...view, network: network ?? '' })}
        width={190}
        searchable
      />
      <AuditPeriodFilter view={view} onChange={onChange} />
      {isFiltered(view) && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {t('audit.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
