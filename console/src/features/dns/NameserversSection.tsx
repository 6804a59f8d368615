import { Button } from '@mantine/core';
import { IconPlus, IconServer } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkNameserversQuery, type ReceivedNameserver } from '../../api/nameservers';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { TitledSection } from '../../components/TitledSection';
import { NameserverModal } from './NameserverModal';
import { NameserversTable } from './NameserversTable';
import { useNameserverActions } from './useNameserverActions';

/** Which nameserver the modal edits, or that it adds one; null while it is closed. */
type Dialog = { nameserver?: ReceivedNameserver } | null;

/**
 * The network's nameservers: upstream servers its hosts ask for names under their match domains.
 * Its admins add, edit, turn on or off and delete them; members see them.
 */
export function NameserversSection({ netid, canManage }: { netid: string; canManage: boolean }) {
  const { t } = useTranslation();
  const query = useNetworkNameserversQuery(netid);
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = useNameserverActions(netid, (nameserver) => setDialog({ nameserver }));
  const nameservers = query.data ?? [];

  const addButton = canManage && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({})}>
      {t('dns.nameservers.add')}
    </Button>
  );

  let content;
  if (query.isError) content = <LoadErrorAlert title={t('dns.nameservers.loadFailed')} error={query.error} />;
  else if (query.isSuccess && nameservers.length === 0) {
    content = (
      <EmptyCard
        icon={<IconServer size={28} aria-hidden />}
        title={t('dns.nameservers.emptyTitle', { network: netid })}
        description={t('dns.nameservers.emptyText')}
        action={addButton}
      />
    );
  } else {
    content = (
      <NameserversTable nameservers={nameservers} loading={query.isPending} actions={canManage ? actions : null} />
    );
  }

  return (
    <>
      <TitledSection
        title={t('dns.nameservers.title')}
        description={t('dns.nameservers.description')}
        actions={nameservers.length > 0 && addButton}
      >
        {content}
      </TitledSection>
      {dialog && <NameserverModal netid={netid} nameserver={dialog.nameserver} onClose={() => setDialog(null)} />}
    </>
  );
}
