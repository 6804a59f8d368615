import type { Translation } from './en';
import { accessControl } from './fr/accessControl';
import { audit } from './fr/audit';
import { dashboard } from './fr/dashboard';
import { devices, hostDetails, hostFacts, hostFirewall, newHost, nodeStatus } from './fr/devices';
import { dns } from './fr/dns';
import { egress } from './fr/egress';
import { gateways } from './fr/gateways';
import { graph } from './fr/graph';
import { groups } from './fr/groups';
import { internetGateways } from './fr/internetGateways';
import { invites } from './fr/invites';
import { apiTokens } from './fr/apiTokens';
import { mfa } from './fr/mfa';
import { keys } from './fr/keys';
import { metrics } from './fr/metrics';
import { networkInfo } from './fr/networkInfo';
import { createNetwork, networks } from './fr/networks';
import { nodeDetails, nodes } from './fr/nodes';
import { error, hosts, notices } from './fr/notices';
import { oldAcls } from './fr/oldAcls';
import { builtIn } from './fr/builtIn';
import { problems } from './fr/problems';
import { profile } from './fr/profile';
import { roles } from './fr/roles';
import { sections } from './fr/sections';
import { account, footer, health, live, nav, pages, refresh, shell } from './fr/shell';
import { frStart } from './fr/start';
import { tags } from './fr/tags';
import { useCases } from './fr/useCases';
import { users } from './fr/users';

/** French: every English text translated; TypeScript refuses a missing or an extra key. */
export const fr: Translation = {
  ...frStart,
  nav,
  sections,
  shell,
  live,
  account,
  footer,
  refresh,
  health,
  dashboard,
  networks,
  createNetwork,
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
  pages,
  profile,
  error,
  hosts,
  notices,
};
