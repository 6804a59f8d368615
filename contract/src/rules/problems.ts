/**
 * What the rules shared by the server and the console find wrong, and what the server refuses after looking at
 * what it holds (a name already taken, a limit reached), as codes with parameters: the server
 * writes a problem in English into the API's `Message` (and sends the problem itself beside it), the console
 * shows it in the person's language. `{{name}}` marks a parameter; a parameter that repeats what a person typed
 * comes quoted as JSON (`"a b"`), so that no message breaks a line. Every code needs a text in each language
 * the console offers (its `problems` translations; a test holds them to this list).
 */
export const PROBLEM_TEXTS = {
  nameRequired: 'name is required',
  nameTooLong: 'name must have at most {{max}} characters',
  hostNameCharacters: 'name may contain only letters, digits, dots, underscores and hyphens',
  mtuRange: 'MTU must be between {{min}} and {{max}}',
  keepaliveRange: 'persistent keepalive must be between 0 and {{max}} seconds',
  verbosityRange: 'verbosity must be between 0 and {{max}}',
  staticPortRequired: 'a static port needs listenport between 1 and 65535',
  listenPortRange: 'listenport must be between 0 and 65535',
  endpointNotIPv4: 'endpointip must be an IPv4 address',
  endpointNotIPv6: 'endpointipv6 must be an IPv6 address',
  staticEndpointRequired: 'a static endpoint needs endpointip or endpointipv6',
  portInvalid: 'invalid port {{port}}: use a port like 80 or a range like 8000-8100',
  portOutOfBounds: 'invalid port {{port}}: ports are between 1-65535',
  portRangeReversed: 'invalid port range {{port}}: the first port must not be above the last',
  serviceUnknown: 'invalid service type {{service}}: use one of {{services}}',
  serviceFixedPort: 'the {{service}} service always uses port {{port}}: choose Custom to pick ports',
  serviceAllPorts: 'the {{service}} service covers every port: choose Custom to pick ports',
  serviceNoPorts: '{{protocol}} traffic has no ports: leave them out',
  serviceProtocol: 'a {{service}} service needs protocol tcp or udp',
  policySourceRequired: 'choose at least one source',
  policyDestinationRequired: 'choose at least one destination',
  policyUserDestination: 'user cannot be added to destination',
  devicePolicySourceMismatch: 'device policy source mismatch',
  userPolicySourceMismatch: 'user policy source mismatch',
  dnsNameRequired: 'Please enter a DNS name',
  dnsNameCharacters:
    'invalid input. Only uppercase letters (A-Z), lowercase letters (a-z), numbers (0-9), minus sign (-) and dots (.) are allowed',
  dnsNameTooLong: 'A DNS name must have at most {{max}} characters',
  dnsNameLabels:
    'Each part of a DNS name between dots must have 1 to 63 letters, digits or hyphens, and may not start or end with a hyphen',
  dnsAddressRequired: 'A DNS entry needs an IPv4 address, an IPv6 address or both',
  dnsAddressNotIPv4: 'address {{address}} is not an IPv4 address',
  dnsAddressNotIPv6: 'address6 {{address}} is not an IPv6 address',
  nameserverNameTooLong: "a nameserver's name must have at most {{max}} characters",
  nameserverAddressRequired: 'at least one nameserver address is required',
  nameserverTooManyAddresses: 'a nameserver has at most {{max}} addresses',
  nameserverAddressInvalid: 'nameserver {{server}} is not an IP address, e.g. 10.0.0.2 or fd00::53',
  nameserverAddressRepeated: 'each nameserver address may be given once',
  matchDomainRequired: 'at least one match domain is required, e.g. corp.example',
  nameserverTooManyDomains: 'a nameserver has at most {{max}} match domains',
  matchDomainInvalid:
    'match domain {{domain}} is not a domain name: use labels of letters, digits and hyphens separated by dots, e.g. corp.example',
  matchDomainInsideNetwork:
    "match domain {{domain}} is inside network {{network}}'s own names: its hosts answer those themselves",
  matchDomainRepeated: 'each match domain may be given once',
  egressRangeRequired:
    'enter at least one range for the egress gateway (0.0.0.0/0 and ::/0 are routed by internet gateways)',
  egressRangeInvalid: 'egress range {{range}} must be an IPv4 or IPv6 CIDR, e.g. 192.168.1.0/24',
  egressRangeOverlapsNetwork: "egress range {{range}} overlaps the network's own range {{networkRange}}",
  keyNameLength: 'key name {{name}} must have {{min}} to {{max}} characters',
  keyNameCharacters: 'key name {{name}} may contain only letters, digits, spaces and hyphens',
  metadataTooLong: 'metadata must have at most {{max}} characters',
  expiryInPast: 'expdatetime must be a date in the future (unix seconds), or 0 for never',
  dnsServersInvalid: 'DNS must be IP addresses separated by commas; {{server}} is not an IP address',
  clientIdLength: 'Please enter a client id, with a minimum of {{min}} characters and a maximum of {{max}} characters.',
  clientIdSpaces: 'The client id should not have spaces',
  clientIdCharacters: 'The client id may contain only letters, digits, dots, underscores and hyphens',
  extraAllowedIpInvalid: 'extra allowed IP {{range}} must be a CIDR, e.g. 192.168.10.0/24',
  extraAllowedIpDefaultRoute:
    'extra allowed IP {{range}} is a default route: every host would send all its traffic to this client; an internet gateway is the way to route all traffic',
  extraAllowedIpOverlapsNetwork: 'extra allowed IP {{range}} overlaps the network range {{networkRange}}',
  scriptTooLong: '{{script}} must have at most {{max}} characters',
  clientRouteOverlapsNetwork:
    "extra allowed IP {{range}} overlaps network {{network}}'s range {{networkRange}}: hosts in both networks would send that network's traffic to this client",
  clientRouteCoversServer:
    "extra allowed IP {{range}} covers {{address}}, the server's address: hosts would reach the server through this client and lose it when the client goes away",
  clientRouteCoversBroker:
    "extra allowed IP {{range}} covers {{address}}, the broker's address: hosts would reach the broker through this client and lose it when the client goes away",
  gatewayRouteOverlapsNetwork:
    "egress range {{range}} overlaps network {{network}}'s range {{networkRange}}: hosts in both networks would send that network's traffic to this gateway",
  gatewayRouteCoversServer:
    "egress range {{range}} covers {{address}}, the server's address: hosts would reach the server through this gateway and lose it when the gateway goes away",
  gatewayRouteCoversBroker:
    "egress range {{range}} covers {{address}}, the broker's address: hosts would reach the broker through this gateway and lose it when the gateway goes away",
  tagNameLength: 'A tag name must have {{min}} to {{max}} characters',
  tagNameCharacters: 'A tag name may contain only letters (A-Z, a-z), digits (0-9) and hyphens (-)',
  usernameTooShort: 'username must have more than 3 characters',
  usernameCharacters: 'invalid character(s) in username',
  usernameReserved: 'username {{username}} is reserved',
  emailInvalid: 'invalid email {{email}}',
  passwordTooShort: 'password must have a minimum of {{min}} characters',
  networkExists: 'network {{netid}} already exists',
  networkNameTaken: 'a network named {{name}} already exists',
  networkRangeTaken: 'network cidr already in use',
  nodeLimitReached: 'network {{network}} has reached its node limit of {{limit}}',
  addressTaken: 'ip specified is already allocated: {{address}}',
  userExists: 'user {{username}} already exists',
  currentPasswordWrong: 'current password is incorrect',
  ownAccountUndeletable: 'you cannot delete your own account',
  superAdminUndeletable: 'the super-admin cannot be deleted; transfer the super-admin role first',
  inviteEmailsRequired: 'give at least one email address to invite',
  apiTokenNameTaken: 'you already have an API token named "{{name}}"; choose another name',
  keyNameTaken: 'key name {{name}} is already used by another enrollment key',
  keyNamesRepeated: 'key names must be unique',
  clientNameTaken: 'duplicate client name',
  clientPublicKeyTaken: 'public key is already used by external client {{client}}',
  nameserverNameTaken: 'network {{network}} already has a nameserver named {{name}}',
  roleNameTaken: 'role already exists: {{network}} has a role named {{name}}',
  groupNameTaken: 'group already exists: {{name}}',
  policyNameTaken: 'a policy named "{{name}}" already exists in network {{network}}',
  tagExists: 'tag with id {{id}} exists already',
  tagInUse: 'tag is currently in use by an active policy: {{policies}}',
} as const;

export type ProblemCode = keyof typeof PROBLEM_TEXTS;
export const PROBLEM_CODES = Object.keys(PROBLEM_TEXTS) as ProblemCode[];

/** The values a problem's text names, by parameter. */
export type ProblemParams = Readonly<Record<string, string | number>>;

/** One thing a rule found wrong: what (`code`), with which values (`params`), and in which field when it knows. */
export interface Problem {
  readonly code: ProblemCode;
  readonly params: ProblemParams;
  readonly field?: string;
}

export function problem(code: ProblemCode, params: ProblemParams = {}, field?: string): Problem {
  return field === undefined ? { code, params } : { code, params, field };
}

/** A text with its `{{name}}` parameters filled in; a parameter without a value stays as written. */
export function fillParams(text: string, params: ProblemParams): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** A problem in English, as the API's `Message` carries it. */
export function problemText(found: Problem): string {
  return fillParams(PROBLEM_TEXTS[found.code], found.params);
}

/** Whether a text names a problem code (what the console checks before translating one a server sent). */
export function isProblemCode(code: string): code is ProblemCode {
  return Object.hasOwn(PROBLEM_TEXTS, code);
}
