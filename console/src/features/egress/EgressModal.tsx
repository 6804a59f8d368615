import { Alert, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSaveEgressMutation } from '../../api/egress';
import { FormModal } from '../../components/FormModal';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { useProblemSentence } from '../../i18n/useProblemSentence';
import { networkRangesOf, type NodeView } from '../nodes/nodeFilters';
import { RoutingHostField } from '../nodes/RoutingHostField';
import { egressFormOf, newEgressForm, rangeProblem, toEgressRequest } from './egressForm';
import { EgressRangesField } from './EgressRangesField';

interface EgressModalProps {
  /** The network's hosts' nodes: the ones to pick from when creating. */
  hosts: readonly NodeView[];
  /** The egress gateway to update; none to create one. */
  gateway?: NodeView;
  onClose: () => void;
}

/** Creates an egress gateway (host, NAT, ranges) or updates one's NAT and ranges in one call. */
export function EgressModal({ hosts, gateway, onClose }: EgressModalProps) {
  const { t } = useTranslation();
  const problems = useProblemSentence();
  const save = useSaveEgressMutation();
  const candidates = hosts.filter((view) => !view.node.isegressgateway);
  const form = useForm({
    initialValues: gateway ? egressFormOf(gateway) : newEgressForm(),
    validate: {
      nodeKey: (key) => (key ? null : t('egress.form.hostRequired')),
      ranges: {
        cidr: (_cidr, values, path) => {
          const view = hosts.find((candidate) => candidate.key === values.nodeKey);
          const found = rangeProblem(values.ranges, Number(path.split('.')[1]), networkRangesOf(view));
          if (found === null) return null;
          return 'problem' in found ? problems.sentence(found.problem) : t(`egress.form.problems.${found.key}`);
        },
      },
    },
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);
  const picked = gateway ?? hosts.find((view) => view.key === form.values.nodeKey);

  const submit = form.onSubmit(async (values) => {
    if (!picked) return;
    const name = picked.name;
    const request = toEgressRequest(values, networkRangesOf(picked));
    const key = gateway ? 'update' : 'create';
    const done = await notifyProgress(() => save.mutateAsync({ node: picked.node, request }), {
      pending: t(`egress.${key}Pending`, { name }),
      success: t(`egress.${key}Done`, { name }),
      failure: t(`egress.${key}Failed`, { name }),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={gateway ? t('egress.updateTitle', { name: gateway.name }) : t('egress.createTitle')}
      pending={save.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={gateway ? t('common.save') : t('egress.create')}
    >
      <RoutingHostField
        label={t('egress.form.host')}
        description={t('egress.form.hostHint')}
        role="egress"
        gateway={gateway}
        candidates={candidates}
        picked={picked}
        noFirewall={(name) => t('egress.noFirewall', { name })}
        inputProps={form.getInputProps('nodeKey')}
      />
      <Switch
        label={t('egress.form.nat')}
        description={t('egress.form.natHint')}
        {...form.getInputProps('natEnabled', { type: 'checkbox' })}
      />
      {!form.values.natEnabled && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('egress.natOffTitle')}
        >
          {t('egress.natOff')}
        </Alert>
      )}
      <EgressRangesField form={form} />
    </FormModal>
  );
}
