import { Group, SegmentedControl } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/SearchBox';
import { POLICY_TYPE_FILTERS, type PolicyQuery, type PolicyTypeFilter } from './policyViews';

interface PoliciesToolbarProps {
  query: PolicyQuery;
  onChange: (query: PolicyQuery) => void;
  /** The buttons on the right. */
  actions: ReactNode;
}

/** Search by name or member, the type filter (All / Resources / Users), and the page's buttons. */
export function PoliciesToolbar({ query, onChange, actions }: PoliciesToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end">
        <SearchBox
          label={t('accessControl.searchLabel')}
          value={query.search}
          onChange={(search) => onChange({ ...query, search })}
        />
        <SegmentedControl
          aria-label={t('accessControl.typeFilter')}
          value={query.type}
          onChange={(type) => onChange({ ...query, type: type as PolicyTypeFilter })}
          data={POLICY_TYPE_FILTERS.map((value) => ({ value, label: t(`accessControl.types.${value}`) }))}
        />
      </Group>
      <Group gap="sm">{actions}</Group>
    </Group>
  );
}
