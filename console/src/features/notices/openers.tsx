import { Skeleton, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { lazy, Suspense, type ComponentType } from 'react';
import { i18n } from '../../i18n';
import { MODAL_IDS } from './modals/modalIds';

/** The dialogs' contents load on first opening, keeping them out of the start-up bundle. */
const UpgradePlanContent = lazy(() =>
  import('./modals/UpgradePlanContent').then((module) => ({ default: module.UpgradePlanContent })),
);
const DesktopClientContent = lazy(() =>
  import('./modals/DesktopClientContent').then((module) => ({ default: module.DesktopClientContent })),
);
const NewServerVersionContent = lazy(() =>
  import('./modals/NewServerVersionContent').then((module) => ({ default: module.NewServerVersionContent })),
);

function openDialog(modalId: string, title: string, size: string, Content: ComponentType): void {
  modals.open({
    modalId,
    title,
    size,
    children: (
      <Suspense
        fallback={
          <Stack gap="sm">
            <Skeleton height={16} />
            <Skeleton height={16} width="80%" />
            <Skeleton height={120} />
          </Stack>
        }
      >
        <Content />
      </Suspense>
    ),
  });
}

/** Upgrade Plan: what Pro adds and how to get it. */
export function openUpgradePlanModal(): void {
  openDialog(MODAL_IDS.upgradePlan, i18n.t('notices.upgrade.title'), 'lg', UpgradePlanContent);
}

/** Download Desktop client: per-platform steps, versions and commands. */
export function openDesktopClientModal(): void {
  openDialog(MODAL_IDS.desktopClient, i18n.t('hosts.client.title'), 'xl', DesktopClientContent);
}

/** New server version available: how to upgrade a self-hosted server. */
export function openNewServerVersionModal(): void {
  openDialog(MODAL_IDS.newServerVersion, i18n.t('notices.newVersion.title'), 'lg', NewServerVersionContent);
}
