import { Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { NodePicker } from './NodePicker';
import { useFailoverActions } from './useFailoverActions';
import { useHostBlockedReason } from './useHostBlockedReason';
import { useNetworkNodeViews } from './useNetworkNodeViews';

/** Picks the network's failover host: a Linux host that is not relayed. The network's nodes load when it opens. */
export function FailoverHostModal({ netid, onClose }: { netid: string; onClose: () => void }) {
  const { t } = useTranslation();
  const views = useNetworkNodeViews(netid).hostNodes;
  const { saveFailover, saving } = useFailoverActions();
  const blocked = useHostBlockedReason('failover');
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const view = views.find((candidate) => candidate.key === picked);
    if (!view) {
      setError(t('nodes.failover.pickRequired'));
      return;
    }
    if (await saveFailover(view, true)) onClose();
  };

  return (
    <FormModal
      title={t('nodes.failover.pickTitle')}
      pending={saving}
      onSubmit={(event) => void submit(event)}
      onCancel={onClose}
      submitLabel={t('nodes.failover.set')}
    >
      <Text size="sm">{t('nodes.failover.explain')}</Text>
      <NodePicker
        label={t('nodes.failover.host')}
        views={views}
        blocked={blocked}
        withAsterisk
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setError(null);
        }}
        error={error}
      />
    </FormModal>
  );
}
