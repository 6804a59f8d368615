import type { Translation } from '../en';

/** German headers and empty states of a network's pages. */
export const sections: Translation['sections'] = {
  nodes: {
    title: 'Knoten',
    description: 'Die Hosts in diesem Netzwerk mit ihren Adressen und ihrem Status.',
    emptyTitle: 'Noch keine Knoten in {{netid}}',
    emptyText:
      'Hosts treten mit einem Beitrittsschlüssel bei: Installieren Sie den Agenten auf einem Rechner und starten Sie ihn mit einem Schlüssel für dieses Netzwerk. Jeder beigetretene Host erscheint hier als Knoten.',
  },
  gateways: {
    title: 'Gateways',
    description: 'Knoten, die Datenverkehr weiterleiten und entfernte Clients ins Netzwerk lassen.',
    emptyTitle: 'Noch keine Gateways in {{netid}}',
    emptyText:
      'Ein Gateway leitet Datenverkehr für andere Knoten weiter und lässt entfernte Clients, etwa Laptops und Telefone mit einer WireGuard-Konfigurationsdatei, ins Netzwerk. Die Gateways, die Sie einrichten, erscheinen hier.',
  },
  egress: {
    title: 'Egress',
    description: 'Routen aus dem Netzwerk zu externen Adressbereichen über ausgewählte Knoten.',
    emptyTitle: 'Noch keine Egress-Routen in {{netid}}',
    emptyText:
      'Mit Egress erreichen die Knoten Adressbereiche außerhalb des Netzwerks, etwa ein Büronetz oder eine Cloud-VPC, über einen Knoten Ihrer Wahl. Die Routen, die Sie hinzufügen, erscheinen hier.',
  },
  'internet-gateways': {
    title: 'Internet-Gateways',
    description: 'Knoten, die den Internetverkehr anderer Knoten übernehmen.',
    emptyTitle: 'Noch keine Internet-Gateways in {{netid}}',
    emptyText:
      'Ein Internet-Gateway übernimmt den Internetverkehr der mit ihm verbundenen Knoten, die dann über seine Adresse online gehen. Die Internet-Gateways, die Sie einrichten, erscheinen hier.',
  },
  acls: {
    title: 'Zugriffskontrolle',
    description: 'Richtlinien, die festlegen, welche Knoten und Benutzer einander erreichen dürfen.',
    emptyTitle: 'Noch keine Zugriffsrichtlinien in {{netid}}',
    emptyText:
      'Richtlinien legen fest, welche Knoten, Tags und Benutzer einander erreichen dürfen. Solange Sie keine hinzufügen, gilt die Standard-Zugriffskontrolle des Netzwerks.',
  },
  'old-acls': {
    title: 'Alte ACLs',
    description: 'Die Zugriffsmatrix zwischen Knoten aus ACL-Version 1.',
    emptyTitle: 'Noch keine Zugriffsregeln in {{netid}}',
    emptyText:
      'ACLs der Version 1 erlauben oder sperren jedes Knotenpaar. Die Matrix füllt sich, sobald Knoten dem Netzwerk beitreten.',
  },
  tags: {
    title: 'Tag-Verwaltung',
    description: 'Tags, die Knoten für Richtlinien und Schlüssel gruppieren.',
    emptyTitle: 'Noch keine Tags in {{netid}}',
    emptyText:
      'Tags fassen Knoten zusammen, damit Richtlinien und Beitrittsschlüssel sie gemeinsam ansprechen können. Die Tags, die Sie anlegen, erscheinen hier.',
  },
  dns: {
    title: 'DNS',
    description: 'Namen, die auf Adressen in diesem Netzwerk auflösen.',
    emptyTitle: 'Noch keine DNS-Einträge in {{netid}}',
    emptyText:
      'Jeder Knoten bekommt einen eigenen Namen. Eigene Einträge geben jeder Adresse im Netzwerk einen Namen Ihrer Wahl; sie erscheinen hier.',
  },
  analytics: {
    title: 'Analyse',
    description: 'Konnektivität, Latenz und Datenverkehr zwischen den Knoten.',
  },
  graph: {
    title: 'Netzwerkgraph',
    description: 'Wie die Knoten dieses Netzwerks miteinander verbunden sind.',
    emptyTitle: 'In {{netid}} gibt es noch nichts zu zeichnen',
    emptyText:
      'Der Graph zeigt die Knoten des Netzwerks und wie sie über Relays, Gateways und Egress-Routen verbunden sind. Er füllt sich, sobald Knoten beitreten.',
  },
  metrics: {
    title: 'Metriken',
    description: 'Konnektivität, Latenz und Datenverkehr zwischen den Knoten.',
    emptyTitle: 'Noch keine Metriken für {{netid}}',
    emptyText:
      'Jeder Host mit dem Agenten meldet einmal pro Minute, was er bei seinen Peers gemessen hat: Konnektivität, Latenz, Datenverkehr und Verfügbarkeit. Die Werte erscheinen hier mit der ersten Meldung eines Hosts in diesem Netzwerk.',
  },
  info: {
    title: 'Netzwerkinfo',
    description: 'Die Einstellungen dieses Netzwerks.',
  },
};
