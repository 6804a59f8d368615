import { Button } from '@mantine/core';
import { IconKey, IconServer2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isAdmin, useSession } from '../../app/session';
import { EmptyCard } from '../../components/EmptyCard';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';

export function NodesPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const admin = isAdmin(useSession());
  return (
    <>
      <NetworkPageHeader page="nodes" />
      <EmptyCard
        icon={<IconServer2 size={28} aria-hidden />}
        title={t('sections.nodes.emptyTitle', { netid })}
        description={t('sections.nodes.emptyText')}
        action={
          admin && (
            <Button component={Link} to="/keys" leftSection={<IconKey size={16} aria-hidden />}>
              {t('nodes.keys')}
            </Button>
          )
        }
      />
    </>
  );
}
