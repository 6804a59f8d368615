import { Alert, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NodeView } from './nodeFilters';
import { NodePicker } from './NodePicker';
import { hasFirewall, type GatewayRole } from './nodeRoles';
import { useHostBlockedReason } from './useHostBlockedReason';

interface RoutingHostFieldProps {
  label: string;
  description: string;
  role: Extract<GatewayRole, 'egress' | 'internet-gateway'>;
  /** The gateway being updated, whose host is shown instead of a picker. */
  gateway: NodeView | undefined;
  /** The hosts a new gateway may be picked from; those that can't take the role show why. */
  candidates: readonly NodeView[];
  /** The host picked or updated, checked for a firewall. */
  picked: NodeView | undefined;
  /** What the missing firewall stops, naming the host. */
  noFirewall: (name: string) => string;
  inputProps: GetInputPropsReturnType;
}

/**
 * The host of a gateway that routes traffic out of the network (egress, internet gateway): picked
 * when creating, fixed when updating, with a warning when it reports no firewall.
 */
export function RoutingHostField({
  label,
  description,
  role,
  gateway,
  candidates,
  picked,
  noFirewall,
  inputProps,
}: RoutingHostFieldProps) {
  const { t } = useTranslation();
  const blocked = useHostBlockedReason(role);
  return (
    <>
      {gateway ? (
        <TextInput label={label} value={gateway.name} readOnly />
      ) : (
        <NodePicker
          label={label}
          description={description}
          views={candidates}
          blocked={blocked}
          withAsterisk
          {...inputProps}
        />
      )}
      {picked && !hasFirewall(picked.host) && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('nodes.noFirewallTitle')}
        >
          {noFirewall(picked.name)}
        </Alert>
      )}
    </>
  );
}
