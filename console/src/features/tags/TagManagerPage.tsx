import { Button, Group, Stack, Text } from '@mantine/core';
import type { TagListResp } from '@netloom/contract';
import { IconPlus, IconTags } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHostsQuery } from '../../api/hosts';
import { useNetworkTagsQuery } from '../../api/tags';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { SearchBox } from '../../components/SearchBox';
import { useCanManageNetwork } from '../networks/useCanManageNetwork';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { useNetworkNodeViews } from '../nodes/useNetworkNodeViews';
import { useIsPro } from '../notices/useIsPro';
import { searchTags, tagMemberViews } from './tagForm';
import { TagModal } from './TagModal';
import { TagsTable } from './TagsTable';
import { useDeleteTag } from './useDeleteTag';

type Dialog = { tag?: TagListResp } | null;

/** Pro: the network's tags, what carries each, and their creation, editing and deletion. */
export function TagManagerPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const pro = useIsPro();
  const canManage = useCanManageNetwork(netid);
  const tags = useNetworkTagsQuery(netid);
  const { views } = useNetworkNodeViews(netid);
  const hosts = useHostsQuery().data;
  const deleteTag = useDeleteTag();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useMemo(() => tags.data ?? [], [tags.data]);
  const matches = useMemo(() => searchTags(list, search), [list, search]);
  const membersOf = useCallback((tag: TagListResp) => tagMemberViews(tag, hosts ?? []), [hosts]);

  const createButton = canManage && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({})}>
      {t('tags.create')}
    </Button>
  );

  let content;
  if (!pro) {
    content = (
      <EmptyCard icon={<IconTags size={28} aria-hidden />} title={t('tags.proTitle')} description={t('tags.proText')} />
    );
  } else if (tags.isError) content = <LoadErrorAlert title={t('tags.loadFailed')} error={tags.error} />;
  else if (tags.isSuccess && list.length === 0) {
    content = (
      <EmptyCard
        icon={<IconTags size={28} aria-hidden />}
        title={t('sections.tags.emptyTitle', { netid })}
        description={t('sections.tags.emptyText')}
        action={createButton}
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <Group justify="space-between">
          <SearchBox label={t('tags.search')} value={search} onChange={setSearch} />
          {createButton}
        </Group>
        {tags.isSuccess && matches.length === 0 ? (
          <Text c="dimmed">{t('tags.noMatches')}</Text>
        ) : (
          <TagsTable
            tags={matches}
            membersOf={membersOf}
            loading={tags.isPending}
            actions={canManage ? { onEdit: (tag) => setDialog({ tag }), onDelete: deleteTag } : undefined}
          />
        )}
      </Stack>
    );
  }

  return (
    <>
      <NetworkPageHeader page="tags" />
      {content}
      {dialog && (
        <TagModal
          netid={netid}
          networkViews={views}
          hosts={hosts ?? []}
          tag={dialog.tag}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
