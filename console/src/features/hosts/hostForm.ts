import { hostSettingsProblems, type ApiHost, type HostSettings, type Problem } from '@netloom/contract';

export type HostFormValues = HostSettings & Pick<ApiHost, 'isdefault' | 'autoupdate' | 'debug'>;
type HostField = keyof HostSettings;

export function hostFormValues(host: ApiHost): HostFormValues {
  const { name, mtu, persistentkeepalive, verbosity, isstaticport, listenport, isstatic, endpointip, endpointipv6 } =
    host;
  return {
    name,
    mtu,
    persistentkeepalive,
    verbosity,
    isstaticport,
    listenport,
    isstatic,
    endpointip,
    endpointipv6,
    isdefault: host.isdefault,
    autoupdate: host.autoupdate,
    debug: host.debug,
  };
}

/** The contract's host-settings problems by the field each names, the first per field; empty when all are fine. */
export function hostFieldProblems(values: HostSettings): Partial<Record<HostField, Problem>> {
  const problems: Partial<Record<HostField, Problem>> = {};
  for (const found of hostSettingsProblems(values)) {
    // Every host-settings problem names its field; one that did not would still keep the form from saving.
    problems[(found.field ?? 'name') as HostField] ??= found;
  }
  return problems;
}
