import { Button, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyCard } from '../../components/EmptyCard';
import { PageHeader } from '../../components/PageHeader';
import { isFiltered } from './auditFilters';
import { AuditLoadError } from './AuditLoadError';
import { AuditTable } from './AuditTable';
import { AuditToolbar } from './AuditToolbar';
import { ExportAuditButton } from './ExportAuditButton';
import { useAuditFilters } from './useAuditFilters';
import { useAuditRows } from './useAuditRows';

/** The audit log: every change made to the server, newest first, filtered through the address, exported as CSV. */
export function AuditPage() {
  const { t } = useTranslation();
  const { view, filters, change, clear } = useAuditFilters();
  const list = useAuditRows(filters);
  const settled = !list.pending && !list.updating;
  const filtered = isFiltered(view);

  let content;
  if (!list.error && settled && list.total === 0 && !filtered) {
    content = (
      <EmptyCard
        icon={<IconHistory size={28} aria-hidden />}
        title={t('audit.emptyTitle')}
        description={t('audit.emptyText')}
      />
    );
  } else {
    let rows;
    if (list.error) rows = <AuditLoadError error={list.error} />;
    else if (settled && list.total === 0) {
      rows = (
        <EmptyCard
          icon={<IconFilterOff size={28} aria-hidden />}
          title={t('audit.noMatches')}
          description={t('audit.noMatchesText')}
          action={<Button onClick={clear}>{t('audit.filters.clear')}</Button>}
        />
      );
    } else rows = <AuditTable list={list} />;
    content = (
      <Stack gap="md">
        <AuditToolbar view={view} onChange={change} onClear={clear} />
        {!list.pending && !list.error && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('audit.matching', { count: list.total })}
          </Text>
        )}
        {rows}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        actions={<ExportAuditButton filters={filters} disabled={Boolean(list.error) || list.total === 0} />}
      />
      {content}
    </>
  );
}
