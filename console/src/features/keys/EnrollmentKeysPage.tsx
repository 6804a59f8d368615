import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { EnrollmentKey } from '@netloom/contract';
import { IconKey, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteEnrollmentKeyMutation, useEnrollmentKeysQuery } from '../../api/enrollmentKeys';
import { docsUrl } from '../../navigation/links';
import { confirmAction } from '../../components/confirmAction';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { notifyProgress } from '../../components/notifyProgress';
import { PageHeader } from '../../components/PageHeader';
import { CreateKeyModal } from './CreateKeyModal';
import { EditKeyModal } from './EditKeyModal';
import { KeyDetailsModal } from './KeyDetailsModal';
import { keyName } from './keyFacts';
import { KeysTable } from './KeysTable';

type Dialog = { kind: 'create' } | { kind: 'details' | 'edit'; key: EnrollmentKey } | null;

export function EnrollmentKeysPage() {
  const { t } = useTranslation();
  const query = useEnrollmentKeysQuery();
  const remove = useDeleteEnrollmentKeyMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [search, setSearch] = useState('');
  const keys = query.data ?? [];
  const term = search.trim().toLowerCase();
  const matches = keys.filter((key) =>
    [keyName(key), ...(key.networks ?? [])].some((text) => text.toLowerCase().includes(term)),
  );

  const confirmDelete = (key: EnrollmentKey) => {
    const name = keyName(key);
    confirmAction({
      title: t('keys.deleteTitle'),
      message: t('keys.deleteConfirm', { name }),
      confirmLabel: t('keys.delete'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(key.value), {
          pending: t('keys.deleting', { name }),
          success: t('keys.deleted', { name }),
          failure: t('keys.deleteFailed'),
        }),
    });
  };

  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'create' })}>
      {t('keys.create')}
    </Button>
  );

  let content;
  if (query.isError) content = <LoadErrorAlert title={t('keys.loadFailed')} error={query.error} />;
  else if (query.isSuccess && keys.length === 0) {
    content = (
      <EmptyCard
        icon={<IconKey size={28} />}
        title={t('keys.emptyTitle')}
        description={t('keys.emptyText')}
        action={createButton}
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <TextInput
          aria-label={t('keys.searchLabel')}
          placeholder={t('keys.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={380}
        />
        {query.isSuccess && matches.length === 0 ? (
          <Text c="dimmed">{t('keys.noMatches', { search: search.trim() })}</Text>
        ) : (
          <KeysTable
            keys={matches}
            loading={query.isPending}
            onOpen={(key) => setDialog({ kind: 'details', key })}
            onEdit={(key) => setDialog({ kind: 'edit', key })}
            onDelete={confirmDelete}
          />
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('keys.title')}
        description={t('keys.description')}
        docsUrl={docsUrl('/en/latest/ui-reference.html#enrollment-keys')}
        actions={keys.length > 0 && createButton}
      />
      {content}
      <CreateKeyModal
        opened={dialog?.kind === 'create'}
        onClose={() => setDialog(null)}
        onCreated={(key) => setDialog({ kind: 'details', key })}
      />
      {dialog?.kind === 'details' && <KeyDetailsModal enrollmentKey={dialog.key} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <EditKeyModal enrollmentKey={dialog.key} onClose={() => setDialog(null)} />}
    </>
  );
}
