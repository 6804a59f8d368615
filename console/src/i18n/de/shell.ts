import type { Translation } from '../en';

/** German texts of the console's frame: navigation, header, footer, live updates and page titles. */
export const shell: Pick<
  Translation,
  'nav' | 'shell' | 'live' | 'account' | 'footer' | 'refresh' | 'health' | 'pages'
> = {
  nav: {
    main: 'Hauptnavigation',
    toggle: 'Navigation umschalten',
    dashboard: 'Übersicht',
    allDevices: 'Alle Geräte',
    userManagement: 'Benutzerverwaltung',
    keys: 'Schlüssel',
    audit: 'Audit-Protokoll',
    serverSettings: 'Servereinstellungen',
    networks: 'Netzwerke',
    network: 'Netzwerk',
    addNetwork: 'Netzwerk hinzufügen',
    adminOnly: 'Nur Administratoren können Netzwerke hinzufügen',
    allNetworks: 'Alle Netzwerke',
    newNetwork: 'Neues Netzwerk',
    nodeCount_one: '{{count}} Knoten',
    nodeCount_other: '{{count}} Knoten',
    breadcrumbs: 'Brotkrümelnavigation',
    documentation: 'Dokumentation',
    home: 'Netloom-Startseite',
    skipToContent: 'Zum Inhalt springen',
    pinSidebar: 'Seitenleiste anheften',
    unpinSidebar: 'Seitenleiste lösen',
    switchNetwork: 'Netzwerk {{netid}}, Netzwerk wechseln',
    networkPages: 'Seiten von {{netid}}',
    tenants: 'Mandanten',
  },
  shell: { community: 'Community', pro: 'Pro', uiVersion: 'UI v{{version}}', serverVersion: 'Server v{{version}}' },
  live: {
    name: 'Live-Aktualisierung',
    live: {
      label: 'Live',
      explanation: 'Die Live-Aktualisierung ist an: Seiten aktualisieren sich, sobald sich etwas ändert.',
    },
    connecting: {
      label: 'Verbinde…',
      explanation: 'Verbindung zur Live-Aktualisierung wird aufgebaut. Bis dahin aktualisieren sich Seiten alle 10 s.',
    },
    offline: {
      label: 'Offline — Aktualisierung alle 10 s',
      explanation:
        'Die Live-Aktualisierung ist nicht erreichbar; die Konsole versucht es weiter. Bis dahin aktualisieren sich Seiten alle 10 s.',
    },
  },
  account: {
    menu: 'Kontomenü',
    profile: 'Profil',
    logout: 'Abmelden',
    darkTheme: 'Dunkles Design',
    language: 'Sprache',
    switchToLight: 'Zum hellen Design wechseln',
    switchToDark: 'Zum dunklen Design wechseln',
    desktopClient: 'Desktop-Client herunterladen',
    manageAccount: 'Konto verwalten',
  },
  footer: {
    docs: 'Doku',
    support: 'Support',
    helpCenter: 'Hilfe-Center',
    terms: 'Nutzungsbedingungen',
    edition: 'Edition',
    update: 'Aktualisieren',
  },
  refresh: {
    idle: 'Neu laden',
    busy: 'Wird neu geladen...',
    done: 'Erfolgreich neu geladen',
    failed: 'Neu laden fehlgeschlagen',
  },
  health: {
    notRunning: 'Der Server läuft nicht richtig. Wenden Sie sich an Ihren Administrator, falls das anhält.',
    unreachable: 'Server nicht erreichbar. Prüfen Sie Ihre Internetverbindung.',
    brokerDown:
      'Der Server ist nicht mit seinem Message-Broker verbunden. Hosts fragen stattdessen regelmäßig ab, was Aktualisierungen verlangsamen kann. Wenden Sie sich an Ihren Administrator.',
  },
  pages: {
    newHost: 'Neuer Host',
    createNetworkRole: 'Netzwerkrolle anlegen',
    createUserGroup: 'Benutzergruppe anlegen',
    networkRole: 'Netzwerkrolle',
    userGroup: 'Benutzergruppe',
    platformRole: 'Plattformrolle',
  },
};
