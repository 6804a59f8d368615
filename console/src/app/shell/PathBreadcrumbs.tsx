import { Anchor, Breadcrumbs, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useHostsQuery } from '../../api/hosts';
import { networkLabel } from '../../features/networks/networkLabel';
import { useActiveNetwork } from '../../features/networks/useActiveNetwork';
import { buildBreadcrumbs, DEVICE_PARENTS, type Crumb } from './breadcrumbs';
import { NetworkSwitcher } from './NetworkSwitcher';

/** Breadcrumbs built from the current path, the active network as a network selector. */
export function PathBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { active } = useActiveNetwork();
  // The hosts are loaded only on a device's own page, to name it.
  const segments = pathname.split('/').filter(Boolean);
  const onDevice = segments.some((segment, index) => DEVICE_PARENTS.has(segment) && index < segments.length - 1);
  const hosts = useHostsQuery(onDevice).data;
  const hostNameOf = (hostId: string) => hosts?.find((host) => host.id === hostId)?.name;
  const crumbs = buildBreadcrumbs(pathname, {
    titleOf: (key) => t(key),
    networkId: active?.netid,
    networkName: active ? networkLabel(active) : undefined,
    hostNameOf,
  });
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('nav.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'nowrap', overflow: 'hidden' }}>
        {crumbs.map((crumb, index) => (
          <CrumbItem key={crumb.path} crumb={crumb} last={index === crumbs.length - 1} />
        ))}
      </Breadcrumbs>
    </nav>
  );
}

function CrumbItem({ crumb, last }: { crumb: Crumb; last: boolean }) {
  const { t } = useTranslation();
  if (crumb.kind === 'network') {
    return (
      <NetworkSwitcher>
        <UnstyledButton
          aria-label={t('nav.switchNetwork', { netid: crumb.label })}
          px={8}
          py={2}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={500} truncate maw={180}>
              {crumb.label}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </NetworkSwitcher>
    );
  }
  if (last) {
    return (
      <Text size="sm" fw={500} truncate aria-current="page">
        {crumb.label}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={crumb.path} size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {crumb.label}
    </Anchor>
  );
}
