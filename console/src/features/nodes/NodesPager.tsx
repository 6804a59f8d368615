import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NODES_PAGE_SIZE, type NodeKind } from './nodeFilters';

interface NodesPagerProps {
  kind: NodeKind;
  page: number;
  pages: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onPage: (page: number) => void;
}

/** Which rows show out of how many, and the pages when there is more than one. */
export function NodesPager({ kind, page, pages, shown, total, onPage }: NodesPagerProps) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : (page - 1) * NODES_PAGE_SIZE + 1;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(`nodes.showing.${kind}`, { from, to: (page - 1) * NODES_PAGE_SIZE + shown, total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': t(`nodes.pages.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('nodes.pages.page', { page: item }) })}
        />
      )}
    </Group>
  );
}
