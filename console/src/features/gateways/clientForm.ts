import {
  commaList,
  dnsServersProblem,
  extClientIdProblem,
  extClientProblems,
  extraAllowedIpsProblem,
  isWireGuardKey,
  type CustomExtClient,
  type ExtClient,
} from '@netloom/contract';
import { contractProblem, presentProblems, type FormProblem } from './formProblems';

export interface ClientFormValues {
  clientid: string;
  publickey: string;
  /** Comma-separated IPs; '' to use the gateway's default. */
  dns: string;
  /** CIDRs the client brings into the network. */
  extraallowedips: string[];
  postup: string;
  postdown: string;
}

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  clientid: '',
  publickey: '',
  dns: '',
  extraallowedips: [],
  postup: '',
  postdown: '',
};

export function clientFormOf(client: ExtClient): ClientFormValues {
  return {
    clientid: client.clientid,
    publickey: client.publickey,
    dns: client.dns,
    extraallowedips: client.extraallowedips ?? [],
    postup: client.postup,
    postdown: client.postdown,
  };
}

interface ClientFormContext {
  /** Creating: the server picks an id when none is given. An edit must keep one. */
  idOptional: boolean;
  /** The network's ranges, which extra addresses must stay out of. */
  networkRanges: string[];
}

/** Every problem of the form, by the field that shows it, from the contract's external-client rules. */
export function clientFormProblems(
  values: ClientFormValues,
  { idOptional, networkRanges }: ClientFormContext,
): Partial<Record<keyof ClientFormValues, FormProblem>> {
  const id = values.clientid.trim();
  const key = values.publickey.trim();
  return presentProblems<keyof ClientFormValues>({
    clientid: idOptional && id === '' ? null : contractProblem(extClientIdProblem(id)),
    publickey: key === '' || isWireGuardKey(key) ? null : { key: 'publicKeyInvalid' },
    dns: contractProblem(dnsServersProblem(values.dns)),
    extraallowedips: contractProblem(extraAllowedIpsProblem(values.extraallowedips, networkRanges)),
    postup: contractProblem(extClientProblems({ postup: values.postup }, [])[0]),
    postdown: contractProblem(extClientProblems({ postdown: values.postdown }, [])[0]),
  });
}

/** The create or update body: trimmed, with an empty id or key left for the server to generate. */
export function toCustomExtClient(values: ClientFormValues): CustomExtClient {
  const clientid = values.clientid.trim();
  const publickey = values.publickey.trim();
  return {
    ...(clientid ? { clientid } : {}),
    ...(publickey ? { publickey } : {}),
    dns: commaList(values.dns).join(','),
    extraallowedips: values.extraallowedips.map((range) => range.trim()),
    postup: values.postup,
    postdown: values.postdown,
  };
}
