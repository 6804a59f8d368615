import {
  commaList,
  dnsServersProblem,
  nodeMetadataProblem,
  REMOTE_ACCESS_DEFAULT_KEEPALIVE,
  REMOTE_ACCESS_DEFAULT_MTU,
  remoteAccessGatewayProblems,
  type ApiNode,
  type IngressRequest,
  type UpdateNodeRequest,
} from '@netloom/contract';
import { contractProblem, presentProblems, type FormProblem } from './formProblems';

/** Public DNS servers offered for client configs. */
export const DNS_PRESETS = [
  { name: 'Google', address: '8.8.8.8' },
  { name: 'Cloudflare', address: '1.1.1.1' },
  { name: 'Quad9', address: '9.9.9.9' },
] as const;

/** The DNS choice that reveals a field for the admin's own servers. */
export const CUSTOM_DNS = 'custom';

export interface GatewayFormValues {
  /** '' for none, a preset's address, or CUSTOM_DNS. */
  dnsChoice: string;
  customDns: string;
  mtu: number | string;
  keepalive: number | string;
  internetGateway: boolean;
  metadata: string;
}

export const EMPTY_GATEWAY_FORM: GatewayFormValues = {
  dnsChoice: '',
  customDns: '',
  mtu: REMOTE_ACCESS_DEFAULT_MTU,
  keepalive: REMOTE_ACCESS_DEFAULT_KEEPALIVE,
  internetGateway: false,
  metadata: '',
};

/** The form filled from a gateway's current settings. */
export function gatewayFormOf(node: ApiNode): GatewayFormValues {
  const preset = node.ingressdns === '' || DNS_PRESETS.some((dns) => dns.address === node.ingressdns);
  return {
    dnsChoice: preset ? node.ingressdns : CUSTOM_DNS,
    customDns: preset ? '' : node.ingressdns,
    mtu: node.ingressmtu || REMOTE_ACCESS_DEFAULT_MTU,
    keepalive: node.ingresspersistentkeepalive,
    internetGateway: node.isinternetgateway,
    metadata: node.metadata,
  };
}

/** The DNS servers client configs get, comma-separated; '' for none. */
export function clientDns(values: GatewayFormValues): string {
  return values.dnsChoice === CUSTOM_DNS ? commaList(values.customDns).join(',') : values.dnsChoice;
}

function dnsProblem(values: GatewayFormValues): FormProblem | null {
  const dns = clientDns(values);
  if (dns === '' && values.internetGateway) return { key: 'dnsRequired' };
  return contractProblem(dnsServersProblem(dns));
}

/** A whole number checked by the contract's gateway rules; `setting` names the one rule to apply. */
function numberProblem(value: number | string, setting: 'mtu' | 'persistentkeepalive'): FormProblem | null {
  if (value === '' || !Number.isInteger(Number(value))) return { key: 'wholeNumber' };
  return contractProblem(remoteAccessGatewayProblems({ [setting]: Number(value) })[0]);
}

/** Every problem of the form, by the field that shows it. */
export function gatewayFormProblems(values: GatewayFormValues): Partial<Record<keyof GatewayFormValues, FormProblem>> {
  return presentProblems<keyof GatewayFormValues>({
    [values.dnsChoice === CUSTOM_DNS ? 'customDns' : 'dnsChoice']: dnsProblem(values),
    mtu: numberProblem(values.mtu, 'mtu'),
    keepalive: numberProblem(values.keepalive, 'persistentkeepalive'),
    metadata: contractProblem(nodeMetadataProblem(values.metadata)),
  });
}

/** The createingress body; blank network info is left out so the server's default text applies. */
export function toIngressRequest(values: GatewayFormValues): IngressRequest {
  const metadata = values.metadata.trim();
  return {
    extclientdns: clientDns(values),
    is_internet_gw: values.internetGateway,
    mtu: Number(values.mtu),
    persistentkeepalive: Number(values.keepalive),
    ...(metadata ? { metadata } : {}),
  };
}

/** The node changes an edit saves. */
export function toGatewayChanges(values: GatewayFormValues): UpdateNodeRequest {
  return {
    ingressdns: clientDns(values),
    ingressmtu: Number(values.mtu),
    ingresspersistentkeepalive: Number(values.keepalive),
    metadata: values.metadata.trim(),
  };
}
