import { List, Text } from '@mantine/core';
import type { ApiHost, ApiNode } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useDeleteHostMutation,
  useRefreshHostKeysMutation,
  useUpdateHostMutation,
  useUpgradeHostMutation,
} from '../../api/hosts';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';

/** The actions on one host, each confirmed first and reported when done (Devices). */
export function useHostActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateHostMutation();
  const refreshKeys = useRefreshHostKeysMutation();
  const upgrade = useUpgradeHostMutation();
  const remove = useDeleteHostMutation();

  const toggleDefault = (host: ApiHost) => {
    const name = host.name;
    const key = host.isdefault ? 'unsetDefault' : 'setDefault';
    confirmAction({
      title: t(`devices.actions.${key}`),
      message: t(`devices.confirm.${key}`, { name }),
      confirmLabel: t(`devices.actions.${key}`),
      onConfirm: () =>
        void notifyProgress(() => update.mutateAsync({ id: host.id, isdefault: !host.isdefault }), {
          pending: t('devices.progress.saving', { name }),
          success: t(`devices.done.${key}`, { name }),
          failure: t('devices.failed.save'),
        }),
    });
  };

  const refreshHostKeys = (host: ApiHost) =>
    confirmAction({
      title: t('devices.actions.refreshKeys'),
      message: t('devices.confirm.refreshKeys', { name: host.name }),
      confirmLabel: t('devices.actions.refreshKeys'),
      onConfirm: () =>
        void notifyProgress(() => refreshKeys.mutateAsync(host.id), {
          pending: t('devices.progress.refreshKeys', { name: host.name }),
          success: t('devices.done.refreshKeys', { name: host.name }),
          failure: t('devices.failed.refreshKeys'),
        }),
    });

  const upgradeHost = (host: ApiHost, serverVersion: string) =>
    confirmAction({
      title: t('devices.actions.upgrade'),
      message: t('devices.confirm.upgrade', { name: host.name, from: host.version, to: serverVersion }),
      confirmLabel: t('devices.actions.upgrade'),
      onConfirm: () =>
        void notifyProgress(() => upgrade.mutateAsync(host.id), {
          pending: t('devices.progress.upgrade', { name: host.name }),
          success: t('devices.done.upgrade', { name: host.name }),
          failure: t('devices.failed.upgrade'),
        }),
    });

  const deleteHost = (host: ApiHost, hostNodes: readonly ApiNode[], then?: string) =>
    confirmAction({
      title: t('devices.actions.delete'),
      danger: true,
      message: (
        <>
          <Text size="sm">{t('devices.confirm.delete', { name: host.name })}</Text>
          {hostNodes.length > 0 && (
            <>
              <Text size="sm" mt="sm">
                {t('devices.confirm.leaves', { count: hostNodes.length })}
              </Text>
              <List size="sm" mt={4}>
                {hostNodes.map((node) => (
                  <List.Item key={node.id}>{node.network}</List.Item>
                ))}
              </List>
            </>
          )}
        </>
      ),
      confirmLabel: t('devices.actions.delete'),
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(host), {
          pending: t('devices.progress.delete', { name: host.name }),
          success: t('devices.done.delete', { name: host.name }),
          failure: t('devices.failed.delete'),
        }).then((done) => {
          if (done && then) void navigate(then);
        }),
    });

  return { toggleDefault, refreshHostKeys, upgradeHost, deleteHost };
}
