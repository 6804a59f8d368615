import type { Translation } from '../en';

/** German texts of the problems the shared rules find (the server's words, by problem code). */
export const problems: Translation['problems'] = {
  nameRequired: 'Ein Name ist erforderlich',
  nameTooLong: 'Der Name darf höchstens {{max}} Zeichen haben',
  hostNameCharacters: 'Der Name darf nur Buchstaben, Ziffern, Punkte, Unterstriche und Bindestriche enthalten',
  mtuRange: 'Die MTU muss zwischen {{min}} und {{max}} liegen',
  keepaliveRange: 'Persistent Keepalive muss zwischen 0 und {{max}} Sekunden liegen',
  verbosityRange: 'Die Protokollstufe muss zwischen 0 und {{max}} liegen',
  staticPortRequired: 'Ein statischer Port braucht einen listenport zwischen 1 und 65535',
  listenPortRange: 'Der Wert von listenport muss zwischen 0 und 65535 liegen',
  endpointNotIPv4: 'Das Feld endpointip muss eine IPv4-Adresse enthalten',
  endpointNotIPv6: 'Das Feld endpointipv6 muss eine IPv6-Adresse enthalten',
  staticEndpointRequired: 'Ein statischer Endpunkt braucht endpointip oder endpointipv6',
  portInvalid: 'Ungültiger Port {{port}}: Verwenden Sie einen Port wie 80 oder einen Bereich wie 8000-8100',
  portOutOfBounds: 'Ungültiger Port {{port}}: Ports liegen im Bereich 1-65535',
  portRangeReversed: 'Ungültiger Portbereich {{port}}: Der erste Port darf nicht größer als der letzte sein',
  serviceUnknown: 'Ungültiger Diensttyp {{service}}: Zulässig sind {{services}}',
  serviceFixedPort: 'Der Dienst {{service}} verwendet immer Port {{port}}: Wählen Sie Custom, um Ports festzulegen',
  serviceAllPorts: 'Der Dienst {{service}} umfasst alle Ports: Wählen Sie Custom, um Ports festzulegen',
  serviceNoPorts: '{{protocol}}-Datenverkehr hat keine Ports: Lassen Sie sie weg',
  serviceProtocol: 'Ein Dienst {{service}} braucht das Protokoll tcp oder udp',
  policySourceRequired: 'Wählen Sie mindestens eine Quelle',
  policyDestinationRequired: 'Wählen Sie mindestens ein Ziel',
  policyUserDestination: 'Benutzer können nicht als Ziel hinzugefügt werden',
  devicePolicySourceMismatch: 'Die Quelle passt nicht zu einer Ressourcenrichtlinie',
  userPolicySourceMismatch: 'Die Quelle passt nicht zu einer Benutzerrichtlinie',
  dnsNameRequired: 'Bitte geben Sie einen DNS-Namen ein',
  dnsNameCharacters:
    'Ungültige Eingabe. Erlaubt sind nur Großbuchstaben (A-Z), Kleinbuchstaben (a-z), Ziffern (0-9), Minuszeichen (-) und Punkte (.)',
  dnsNameTooLong: 'Ein DNS-Name darf höchstens {{max}} Zeichen haben',
  dnsNameLabels:
    'Jeder Teil eines DNS-Namens zwischen Punkten muss aus 1 bis 63 Buchstaben, Ziffern oder Bindestrichen bestehen und darf nicht mit einem Bindestrich beginnen oder enden',
  dnsAddressRequired: 'Ein DNS-Eintrag braucht eine IPv4-Adresse, eine IPv6-Adresse oder beide',
  dnsAddressNotIPv4: 'Die Adresse {{address}} ist keine IPv4-Adresse',
  dnsAddressNotIPv6: 'Der Wert {{address}} von address6 ist keine IPv6-Adresse',
  nameserverNameTooLong: 'Der Name eines Nameservers darf höchstens {{max}} Zeichen haben',
  nameserverAddressRequired: 'Mindestens eine Nameserver-Adresse ist erforderlich',
  nameserverTooManyAddresses: 'Ein Nameserver hat höchstens {{max}} Adressen',
  nameserverAddressInvalid: 'Der Nameserver {{server}} ist keine IP-Adresse (z. B. 10.0.0.2 oder fd00::53)',
  nameserverAddressRepeated: 'Jede Nameserver-Adresse darf nur einmal angegeben werden',
  matchDomainRequired: 'Mindestens eine Match-Domain ist erforderlich, z. B. corp.example',
  nameserverTooManyDomains: 'Ein Nameserver hat höchstens {{max}} Match-Domains',
  matchDomainInvalid:
    'Die Match-Domain {{domain}} ist kein Domainname: Verwenden Sie durch Punkte getrennte Teile aus Buchstaben, Ziffern und Bindestrichen, z. B. corp.example',
  matchDomainInsideNetwork:
    'Die Match-Domain {{domain}} liegt unter den eigenen Namen des Netzwerks {{network}}: Diese beantworten seine Hosts selbst',
  matchDomainRepeated: 'Jede Match-Domain darf nur einmal angegeben werden',
  egressRangeRequired:
    'Geben Sie mindestens einen Bereich für das Egress-Gateway ein (0.0.0.0/0 und ::/0 werden von Internet-Gateways geroutet)',
  egressRangeInvalid: 'Der Egress-Bereich {{range}} muss ein IPv4- oder IPv6-CIDR sein, z. B. 192.168.1.0/24',
  egressRangeOverlapsNetwork:
    'Der Egress-Bereich {{range}} überschneidet sich mit dem eigenen Bereich des Netzwerks, {{networkRange}}',
  keyNameLength: 'Der Schlüsselname {{name}} muss {{min}} bis {{max}} Zeichen haben',
  keyNameCharacters: 'Der Schlüsselname {{name}} darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten',
  metadataTooLong: 'Die Metadaten dürfen höchstens {{max}} Zeichen haben',
  expiryInPast: 'Das Feld expdatetime muss ein Datum in der Zukunft (in Unix-Sekunden) oder 0 für „nie“ sein',
  dnsServersInvalid: 'DNS muss aus IP-Adressen bestehen, durch Kommas getrennt; {{server}} ist keine IP-Adresse',
  clientIdLength: 'Bitte geben Sie eine Client-ID mit mindestens {{min}} und höchstens {{max}} Zeichen ein.',
  clientIdSpaces: 'Die Client-ID darf keine Leerzeichen enthalten',
  clientIdCharacters: 'Die Client-ID darf nur Buchstaben, Ziffern, Punkte, Unterstriche und Bindestriche enthalten',
  extraAllowedIpInvalid: 'Die zusätzliche Adresse {{range}} muss ein CIDR sein, z. B. 192.168.10.0/24',
  extraAllowedIpDefaultRoute:
    'Die zusätzliche Adresse {{range}} ist eine Standardroute: Jeder Host würde seinen gesamten Datenverkehr an diesen Client senden; um den gesamten Datenverkehr zu routen, verwenden Sie ein Internet-Gateway',
  extraAllowedIpOverlapsNetwork:
    'Die zusätzliche Adresse {{range}} überschneidet sich mit dem Netzwerkbereich {{networkRange}}',
  scriptTooLong: '{{script}} darf höchstens {{max}} Zeichen haben',
  clientRouteOverlapsNetwork:
    'Die zusätzliche Adresse {{range}} überschneidet sich mit dem Bereich {{networkRange}} des Netzwerks {{network}}: Hosts in beiden Netzwerken würden den Datenverkehr dieses Netzwerks an diesen Client senden',
  clientRouteCoversServer:
    'Die zusätzliche Adresse {{range}} umfasst {{address}}, die Adresse des Servers: Hosts würden den Server über diesen Client erreichen und ihn verlieren, sobald der Client wegfällt',
  clientRouteCoversBroker:
    'Die zusätzliche Adresse {{range}} umfasst {{address}}, die Adresse des Brokers: Hosts würden den Broker über diesen Client erreichen und ihn verlieren, sobald der Client wegfällt',
  gatewayRouteOverlapsNetwork:
    'Der Egress-Bereich {{range}} überschneidet sich mit dem Bereich {{networkRange}} des Netzwerks {{network}}: Hosts in beiden Netzwerken würden den Datenverkehr dieses Netzwerks an dieses Gateway senden',
  gatewayRouteCoversServer:
    'Der Egress-Bereich {{range}} umfasst {{address}}, die Adresse des Servers: Hosts würden den Server über dieses Gateway erreichen und ihn verlieren, sobald das Gateway wegfällt',
  gatewayRouteCoversBroker:
    'Der Egress-Bereich {{range}} umfasst {{address}}, die Adresse des Brokers: Hosts würden den Broker über dieses Gateway erreichen und ihn verlieren, sobald das Gateway wegfällt',
  tagNameLength: 'Ein Tag-Name muss {{min}} bis {{max}} Zeichen haben',
  tagNameCharacters: 'Ein Tag-Name darf nur Buchstaben (A-Z, a-z), Ziffern (0-9) und Bindestriche (-) enthalten',
  usernameTooShort: 'Der Benutzername muss mehr als 3 Zeichen haben',
  usernameCharacters: 'Der Benutzername enthält ungültige Zeichen',
  usernameReserved: 'Der Benutzername {{username}} ist reserviert',
  emailInvalid: 'Ungültige E-Mail-Adresse {{email}}',
  passwordTooShort: 'Das Passwort muss mindestens {{min}} Zeichen haben',
};
