import { Button } from '@mantine/core';
import { IconKey, IconServer2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isAdmin, useSession } from '../../app/session';
import { EmptyCard } from '../../components/EmptyCard';
import { PageHeader } from '../../components/PageHeader';

export function NodesPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const admin = isAdmin(useSession());
  return (
    <>
      <PageHeader title={t('sections.nodes.title')} description={t('sections.nodes.description')} withDocs />
      <EmptyCard
        icon={<IconServer2 size={28} />}
        title={t('nodes.emptyTitle', { netid })}
        description={t('nodes.emptyText')}
        action={
          admin && (
            <Button component={Link} to="/keys" leftSection={<IconKey size={16} />}>
              {t('nodes.keys')}
            </Button>
          )
        }
      />
    </>
  );
}
