import { Select, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NodeView } from './nodeFilters';
import { relayBlocker } from './nodeRoles';
import { NoValue } from '../../components/NoValue';

/** One relay of the network as the gateway select lists it. */
export interface RelayOption {
  value: string;
  label: string;
}

/** The select's value for "no relay"; node ids are uuids, so it names no node. */
const NO_RELAY = 'none';

interface RelayCellProps {
  row: NodeView;
  /** The network's relays; null where the gateway can't be changed here (Community, or no rights). */
  relays: readonly RelayOption[] | null;
  onAssign: (row: NodeView, relayId: string | null) => void;
}

/**
 * The Gateway column: a config file's remote-access gateway and a blocked node's relay are shown as
 * text; any other host's node gets a select of the network's other relays (or none) to move it
 * behind one — as text too while there is no relay to pick, which keeps long pages light.
 */
export function RelayCell({ row, relays, onAssign }: RelayCellProps) {
  const { t } = useTranslation();
  const blocker = row.client ? null : relayBlocker(row.node);
  const others = relays?.filter((relay) => relay.value !== row.node.id) ?? [];
  if (row.client || relays === null || blocker || (others.length === 0 && !row.gatewayId)) {
    const text = (
      <Text size="sm" c={row.gatewayName ? undefined : 'dimmed'} tabIndex={blocker ? 0 : undefined}>
        {row.gatewayName || <NoValue />}
      </Text>
    );
    return blocker ? (
      <Tooltip label={t(`nodes.relay.blocked.${blocker}`)} withArrow multiline maw={260}>
        {text}
      </Tooltip>
    ) : (
      text
    );
  }
  return (
    <Select
      size="xs"
      w={180}
      aria-label={t('nodes.relay.label', { name: row.name })}
      value={row.gatewayId || NO_RELAY}
      allowDeselect={false}
      data={[{ value: NO_RELAY, label: t('nodes.relay.none') }, ...others]}
      onChange={(value) => {
        if (value !== null && value !== (row.gatewayId || NO_RELAY)) onAssign(row, value === NO_RELAY ? null : value);
      }}
    />
  );
}
