import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isAdmin, useSession } from '../../session/session';
import { DataTable } from '../../components/DataTable';
import { PendingRow } from '../../components/table/PendingRow';
import { VirtualBody } from '../../components/table/VirtualBody';
import { AuditEventRow } from './AuditEventRow';
import type { AuditRowList } from './useAuditRows';
import { useClock } from './useClock';

/** The action column keeps room for its badge whole ("Aktualisiert", the longest) at 1280 px. */
const ACTION_MIN_WIDTH = 120;

const COLUMNS = 7;
/** A row: two lines for the time and the object; rows measure themselves. */
const AUDIT_ROW_HEIGHT = 61;
/** How often "3 minutes ago" is worked out again. */
const CLOCK_INTERVAL_MS = 30_000;

/** Every matching change in one table that scrolls with the page, newest first. */
export function AuditTable({ list }: { list: AuditRowList }) {
  const { t } = useTranslation();
  const admin = isAdmin(useSession());
  const now = useClock(CLOCK_INTERVAL_MS);
  return (
    <DataTable
      minWidth={1080}
      columns={COLUMNS}
      loading={list.pending}
      busy={list.updating}
      rowCount={list.total}
      head={
        <>
          <Table.Th>{t('audit.columns.when')}</Table.Th>
          <Table.Th>{t('audit.columns.who')}</Table.Th>
          <Table.Th miw={ACTION_MIN_WIDTH}>{t('audit.columns.action')}</Table.Th>
          <Table.Th>{t('audit.columns.object')}</Table.Th>
          <Table.Th>{t('audit.columns.network')}</Table.Th>
          <Table.Th>{t('audit.columns.operation')}</Table.Th>
          <Table.Th>{t('audit.columns.from')}</Table.Th>
        </>
      }
    >
      <VirtualBody
        count={list.total}
        rowHeight={AUDIT_ROW_HEIGHT}
        columns={COLUMNS}
        onVisible={list.onVisible}
        renderRow={(index, measure) => {
          const event = list.rowAt(index);
          return event ? (
            <AuditEventRow key={event.id} index={index} measure={measure} event={event} admin={admin} now={now} />
          ) : (
            <PendingRow key={`pending-${index}`} index={index} measure={measure} columns={COLUMNS} />
          );
        }}
      />
    </DataTable>
  );
}
