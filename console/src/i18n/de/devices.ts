import type { Translation } from '../en';

/** German texts of the devices pages. */
export const devices: Translation['devices'] = {
  title: 'Alle Geräte',
  description: 'Alle mit diesem Server verbundenen Hosts, über alle Netzwerke.',
  emptyTitle: 'Noch keine Geräte',
  emptyText:
    'Ein Gerät erscheint hier, sobald sein Host einem Netzwerk beitritt. Wählen Sie einen Beitrittsschlüssel und führen Sie den Beitrittsbefehl auf dem Host aus.',
  add: 'Gerät hinzufügen',
  loadFailed: 'Fehler beim Laden der Geräte',
  searchLabel: 'Geräte durchsuchen',
  searchPlaceholder: 'Nach Name, Endpunkt, öffentlichem Schlüssel oder ID suchen',
  noMatches: 'Kein Gerät passt zu „{{search}}“.',
  defaultBadge: 'Standard',
  refreshAllKeys: 'Alle Schlüssel erneuern',
  actionsLabel: 'Aktionen für Gerät {{name}}',
  tabs: { overview: 'Überblick', access: 'Netzwerkzugriff verwalten' },
  columns: {
    name: 'Name',
    endpoint: 'Endpunkt (IPv4)',
    endpoint6: 'Endpunkt (IPv6)',
    port: 'Öffentlicher Port',
    version: 'Version',
    status: 'Status',
  },
  actions: {
    setDefault: 'Als Standard festlegen',
    unsetDefault: 'Standard aufheben',
    refreshKeys: 'Geräteschlüssel erneuern',
    edit: 'Gerät bearbeiten',
    upgrade: 'Version aktualisieren',
    upToDate: 'Version ist aktuell',
    delete: 'Gerät löschen',
  },
  confirm: {
    setDefault: '{{name}} zum Standard-Host machen? Standard-Hosts treten jedem Netzwerk bei, jetzt und künftig.',
    unsetDefault: '{{name}} nicht mehr als Standard-Host nutzen? Er bleibt in den Netzwerken, in denen er ist.',
    refreshKeys:
      '{{name}} neue WireGuard-Schlüssel geben? Seine Peers erhalten den neuen öffentlichen Schlüssel bei ihrer nächsten Aktualisierung.',
    refreshAllKeys:
      'Allen Hosts neue WireGuard-Schlüssel geben? Die Peers erhalten die neuen öffentlichen Schlüssel bei ihrer nächsten Aktualisierung.',
    upgrade: '{{name}} von {{from}} auf {{to}} aktualisieren? Der Agent startet neu, sobald er die neue Version hat.',
    delete: 'Das Gerät {{name}} löschen? Das lässt sich nicht rückgängig machen.',
    leaves_one: 'Es verlässt dieses Netzwerk:',
    leaves_other: 'Es verlässt diese {{count}} Netzwerke:',
  },
  progress: {
    saving: '{{name}} wird gespeichert…',
    refreshKeys: '{{name}} wird gebeten, seine Schlüssel zu erneuern…',
    refreshAllKeys: 'Alle Hosts werden gebeten, ihre Schlüssel zu erneuern…',
    upgrade: '{{name}} wird gebeten, sich zu aktualisieren…',
    delete: '{{name}} wird gelöscht…',
  },
  done: {
    saved: 'Gerät {{name}} gespeichert',
    setDefault: '{{name}} ist jetzt ein Standard-Host',
    unsetDefault: '{{name}} ist kein Standard-Host mehr',
    refreshKeys: '{{name}} erneuert seine Schlüssel',
    refreshAllKeys: 'Alle Hosts erneuern ihre Schlüssel',
    upgrade: '{{name}} wird aktualisiert',
    delete: 'Gerät {{name}} gelöscht',
  },
  failed: {
    save: 'Das Gerät konnte nicht gespeichert werden',
    refreshKeys: 'Die Schlüssel konnten nicht erneuert werden',
    upgrade: 'Das Gerät konnte nicht aktualisiert werden',
    delete: 'Das Gerät konnte nicht gelöscht werden',
  },
  edit: {
    title: 'Gerät {{name}} bearbeiten',
    name: 'Gerätename',
    mtu: 'MTU',
    keepalive: 'Persistent Keepalive (s)',
    verbosity: 'Protokollstufe (0–4)',
    staticPort: 'Statischer Port',
    listenPort: 'Listen-Port',
    staticEndpoint: 'Statischer Endpunkt',
    endpointIPv4: 'Endpunkt IPv4',
    endpointIPv6: 'Endpunkt IPv6',
    default: 'Standard-Host',
    defaultHint: 'Standard-Hosts treten jedem Netzwerk bei.',
    autoUpdate: 'Automatisch aktualisieren',
    debug: 'Debug',
  },
  access: {
    hosts: 'Hosts',
    networksOf: 'Netzwerke von {{name}}',
    network: 'Netzwerk',
    address: 'IP des Geräts im Netzwerk',
    connection: 'Verbindungsstatus',
    switchLabel: '{{name}} in {{netid}}',
    joinTitle: 'Mit Netzwerk verbinden',
    leaveTitle: 'Netzwerk verlassen',
    joinConfirm:
      '{{name}} mit dem Netzwerk {{netid}} verbinden? Es bekommt dort eine Adresse und lernt seine Peers kennen.',
    leaveConfirm: '{{name}} aus dem Netzwerk {{netid}} entfernen? Es verliert dort seine Adresse.',
    join: 'Verbinden',
    leave: 'Netzwerk verlassen',
    joining: '{{name}} wird mit {{netid}} verbunden…',
    leaving: '{{name}} wird aus {{netid}} entfernt…',
    joined: '{{name}} ist {{netid}} beigetreten',
    left: '{{name}} hat {{netid}} verlassen',
    joinFailed: 'Das Gerät konnte nicht verbunden werden',
    leaveFailed: 'Das Gerät konnte nicht aus dem Netzwerk entfernt werden',
  },
};

/** German names of a host's facts. */
export const hostFacts: Translation['hostFacts'] = {
  id: 'ID',
  endpoint: 'Endpunkt (IPv4)',
  endpoint6: 'Endpunkt (IPv6)',
  staticEndpoint: 'Statischer Endpunkt',
  listenPort: 'Listen-Port',
  publicPort: 'Öffentlicher Port',
  staticPort: 'Statischer Port',
  mac: 'MAC-Adresse',
  mtu: 'MTU',
  keepalive: 'Persistent Keepalive',
  publicKey: 'Öffentlicher Schlüssel',
  os: 'Betriebssystem',
  kernel: 'Kernel',
  version: 'Version',
  verbosity: 'Protokollstufe',
  firewall: 'Firewall',
  natType: 'NAT-Typ',
  natPublic: 'Öffentlich: unter eigener Adresse erreichbar',
  natBehindNat: 'Hinter NAT: Peers erreichen ihn direkt',
  natSymmetric: 'Symmetrisches NAT: Peers außerhalb seines LANs erreichen ihn über einen Failover-Knoten',
  natUnknown: 'Noch nicht ermittelt',
  localAddress: 'LAN-Adresse',
  defaultInterface: 'Standard-Schnittstelle',
  defaultHost: 'Standard-Host',
  debug: 'Debug',
  autoUpdate: 'Automatisch aktualisieren',
};

/** German texts of a device's page. */
export const hostDetails: Translation['hostDetails'] = {
  description: 'Ein Host und die Netzwerke, in denen er ein Knoten ist.',
  overview: 'Überblick',
  networks_one: '{{count}} Netzwerk',
  networks_other: '{{count}} Netzwerke',
  interfaces: 'Netzwerkschnittstellen',
  interfaceName: 'Schnittstelle',
  interfaceAddress: 'Adresse',
  noInterfaces: 'Der Host hat noch keine Schnittstellen gemeldet.',
  missingTitle: 'Gerät nicht gefunden',
  missingText: 'Kein Gerät hat diese ID. Vielleicht wurde es gelöscht.',
};

/** German texts of a device's firewall. */
export const hostFirewall: Translation['hostFirewall'] = {
  title: 'Firewall',
  loadFailed: 'Die Firewall dieses Hosts konnte nicht geladen werden',
  states: { enforcing: 'Wirksam', open: 'Offen', failed: 'Fehlgeschlagen', unsupported: 'Nicht durchgesetzt' },
  headline: {
    enforcing_one: 'Setzt {{count}} Regel durch',
    enforcing_other: 'Setzt {{count}} Regeln durch',
    open: 'Keine Richtlinie schränkt die Netzwerke dieses Hosts ein',
    failed: 'Die neuesten Regeln sind nicht angewendet',
    unsupported: 'Dieser Host setzt keine Zugriffsrichtlinien durch',
  },
  explanation: {
    enforcing:
      'Seine Firewall lässt nur den Mesh-Datenverkehr herein, den die Zugriffsrichtlinien seiner Netzwerke erlauben. Datenverkehr, der nicht über das Mesh kommt, bleibt unberührt.',
    open: 'Jedes Netzwerk dieses Hosts erlaubt jeden Datenverkehr (ihre Standardrichtlinien sind aktiv), daher lässt seine Firewall den gesamten Mesh-Datenverkehr durch.',
    failed:
      'Die zuvor angewendeten Regeln bleiben in Kraft, bis eine Anwendung gelingt; Richtlinienänderungen seitdem gelten auf diesem Host also noch nicht. Der Agent versucht es erneut.',
    unsupported:
      'Sein Agent hat nie eine Firewall gemeldet: Er ist zu alt, um Zugriffsrichtlinien durchzusetzen, oder kein Netloom-Agent. Die Peers, mit denen er verbunden ist, erreichen jeden Port auf ihm, unabhängig davon, was die Richtlinien erlauben.',
  },
  fix: 'Aktualisieren Sie den Agenten auf diesem Host: Installieren Sie die aktuelle Version von diesem Server und starten Sie ihn neu.',
  installLink: 'Installationsbefehle anzeigen',
  lastReport: 'Letzte Meldung:',
  never: 'nie',
};

/** German texts of the New Host page. */
export const newHost: Translation['newHost'] = {
  title: 'Neuer Host',
  description:
    'Verbinden Sie einen Computer, Server oder Container: Wählen Sie einen Beitrittsschlüssel und folgen Sie dann den Schritten für sein System.',
  chooseKey: 'Beitrittsschlüssel',
  key: 'Schlüssel',
  noKeys: 'Es gibt noch keinen nutzbaren Beitrittsschlüssel. Legen Sie einen an, um einen Beitrittsbefehl zu erhalten.',
  createKey: 'Schlüssel anlegen',
  platforms: 'Betriebssysteme',
  platform: { linux: 'Linux', mac: 'Mac', windows: 'Windows', docker: 'Docker', mobile: 'Mobilgerät' },
  copyStep: 'Befehl für „{{step}}“ kopieren',
  insecure:
    'Dieser Server hat kein TLS: Er ist über unverschlüsseltes http erreichbar, daher erlaubt der Beitrittsbefehl dies mit --insecure, und der Schlüssel und das Geheimnis des Hosts gehen unverschlüsselt über das Netz. Betreiben Sie den Server über HTTPS (siehe TLS in der README), dann ist die Option nicht mehr nötig.',
  asRoot:
    'Wo sudo installiert ist, führt {{prefix}} den Befehl mit sudo aus; als root auf einem Rechner ohne sudo läuft der Befehl ohne sudo.',
  noAgent: {
    mac: 'Für macOS gibt es noch keinen Netloom-Agenten. Ein Mac kann sich trotzdem über ein Remote-Access-Gateway verbinden: Importieren Sie eine Konfigurationsdatei in die WireGuard-App.',
    windows:
      'Für Windows gibt es noch keinen Netloom-Agenten. Ein Windows-PC kann sich trotzdem über ein Remote-Access-Gateway verbinden: Importieren Sie eine Konfigurationsdatei in die WireGuard-App.',
    docker:
      'Für Docker gibt es noch kein Image des Netloom-Agenten. Installieren Sie den Agenten auf einem Linux-Host mit Docker direkt auf dem Host (siehe Linux).',
  },
  steps: {
    install: {
      title: 'Agenten installieren',
      text: 'Laden Sie den Agenten, eine einzelne Datei, und seine SHA-256-Prüfsumme von diesem Server herunter, prüfen Sie ihn und installieren Sie ihn. Er ist ein einzelnes Programm für Linux auf x86-64 und braucht nur wireguard-tools (oder wireguard-go), iproute2 und nftables.',
    },
    join: {
      title: 'Mit dem Schlüssel beitreten',
      text: 'Führen Sie dies auf dem Host aus: Er registriert sich, tritt den Netzwerken des Schlüssels bei und läuft weiter. Nach wenigen Sekunden erscheint er unter „Alle Geräte“.',
    },
    mobileApp: {
      title: 'WireGuard installieren',
      text: 'Telefone treten über ein Remote-Access-Gateway bei: Installieren Sie die WireGuard-App aus dem App Store oder von Google Play.',
    },
    mobileConfig: {
      title: 'Konfigurationsdatei importieren',
      text: 'Legen Sie auf dem Gateway eines Netzwerks eine Konfigurationsdatei an und scannen Sie ihren QR-Code mit der App.',
    },
  },
};

/** German names of node health and their reasons. */
export const nodeStatus: Translation['nodeStatus'] = {
  online: 'Gesund',
  warning: 'Instabil',
  error: 'Fehler',
  offline: 'Offline',
  disconnected: 'Getrennt',
  unknown: 'Unbekannt',
  reasons: {
    expired: 'Sein Ablaufdatum ist überschritten; er bekommt keine Peers mehr.',
    'not-connected': 'Ein Administrator hat ihn vom Netzwerk getrennt.',
    'never-checked-in': 'Sein Host hat sich seit der Registrierung nicht gemeldet.',
    'check-in-over-error-threshold': 'Sein Host hat sich seit über {{duration}} nicht gemeldet.',
    'check-in-over-warning-threshold': 'Sein Host hat sich seit über {{duration}} nicht gemeldet.',
    'peers-unreachable':
      'Sein Host meldet sich, aber mehr als die Hälfte seiner Peers hat auf die letzten Messungen nicht geantwortet.',
    'checked-in': 'Sein Host hat sich kürzlich gemeldet.',
    'client-enabled': 'Ein aktivierter externer Client: Er kann sich über sein Remote-Access-Gateway verbinden.',
    'client-disabled': 'Ein deaktivierter externer Client: Sein Remote-Access-Gateway lässt ihn nicht verbinden.',
  },
};
