import { hostSettingsErrors, type ApiHost, type HostSettings } from '@netloom/contract';

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

/** Which field a contract message is about (its first word, or the field a rule names). */
function fieldOf(message: string): HostField {
  if (message.startsWith('a static port')) return 'listenport';
  if (message.startsWith('a static endpoint')) return 'endpointip';
  const [first] = message.split(' ');
  return (
    (['mtu', 'persistentkeepalive', 'verbosity', 'listenport', 'endpointip', 'endpointipv6'] as const).find(
      (field) => field === first,
    ) ?? 'name'
  );
}

/** The contract's host-settings messages, by field, first letter capitalised; empty when all are fine. */
export function hostFieldErrors(values: HostSettings): Partial<Record<HostField, string>> {
  const errors: Partial<Record<HostField, string>> = {};
  for (const message of hostSettingsErrors(values)) {
    const field = fieldOf(message);
    errors[field] ??= message.charAt(0).toUpperCase() + message.slice(1);
  }
  return errors;
}
