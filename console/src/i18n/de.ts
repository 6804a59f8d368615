import { accessControl } from './de/accessControl';
import { audit } from './de/audit';
import { dashboard } from './de/dashboard';
import { devices, hostDetails, hostFacts, hostFirewall, newHost, nodeStatus } from './de/devices';
import { dns } from './de/dns';
import { egress } from './de/egress';
import { gateways } from './de/gateways';
import { graph } from './de/graph';
import { groups } from './de/groups';
import { internetGateways } from './de/internetGateways';
import { invites } from './de/invites';
import { apiTokens } from './de/apiTokens';
import { mfa } from './de/mfa';
import { keys } from './de/keys';
import { metrics } from './de/metrics';
import { networkInfo } from './de/networkInfo';
import { networks } from './de/networks';
import { nodeDetails, nodes } from './de/nodes';
import { notices } from './de/notices';
import { oldAcls } from './de/oldAcls';
import { builtIn } from './de/builtIn';
import { problems } from './de/problems';
import { profile } from './de/profile';
import { roles } from './de/roles';
import { sections } from './de/sections';
import { shell } from './de/shell';
import { deStart } from './de/start';
import { tags } from './de/tags';
import { useCases } from './de/useCases';
import { users } from './de/users';
import type { Translation } from './en';

/** German: every English text, loaded only when German is chosen. */
export const de: Translation = {
  ...deStart,
  ...shell,
  sections,
  dashboard,
  ...networks,
  nodes,
  nodeDetails,
  networkInfo,
  useCases,
  accessControl,
  oldAcls,
  egress,
  internetGateways,
  devices,
  hostFacts,
  hostDetails,
  hostFirewall,
  newHost,
  nodeStatus,
  keys,
  metrics,
  gateways,
  tags,
  problems,
  builtIn,
  dns,
  graph,
  groups,
  roles,
  invites,
  apiTokens,
  mfa,
  audit,
  users,
  profile,
  ...notices,
};
