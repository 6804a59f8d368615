import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';

interface GatewayRolePageProps {
  page: 'egress' | 'internet-gateways';
  netid: string;
  loading: boolean;
  /** Why the network's nodes could not be loaded. */
  error: unknown;
  /** The network has no gateway with this role yet: the page explains the role instead. */
  empty: boolean;
  emptyIcon: ReactNode;
  emptyText: string;
  /** Creates the first gateway, for those who may. */
  createButton: ReactNode;
  /** The page's sections. */
  children: ReactNode;
}

/** A page of the nodes with one gateway role: its header, then a load error, the empty state or its sections. */
export function GatewayRolePage({
  page,
  netid,
  loading,
  error,
  empty,
  emptyIcon,
  emptyText,
  createButton,
  children,
}: GatewayRolePageProps) {
  const { t } = useTranslation();
  let content;
  if (error) content = <LoadErrorAlert title={t('nodes.loadFailed')} error={error} />;
  else if (!loading && empty) {
    content = (
      <EmptyCard
        icon={emptyIcon}
        title={t(`sections.${page}.emptyTitle`, { netid })}
        description={emptyText}
        action={createButton}
      />
    );
  } else content = <Stack gap="xl">{children}</Stack>;
  return (
    <>
      <NetworkPageHeader page={page} />
      {content}
    </>
  );
}
