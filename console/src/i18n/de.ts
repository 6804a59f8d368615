import type { PartialTranslation } from './en';

export const de: PartialTranslation = {
  common: {
    cancel: 'Abbrechen',
    delete: 'Löschen',
    docs: 'Doku',
    newTab: '(öffnet in einem neuen Tab)',
    copy: 'Kopieren',
    copied: 'Kopiert',
    copyFailed: 'Kopieren in die Zwischenablage fehlgeschlagen',
    unsavedTitle: 'Ungespeicherte Änderungen',
    unsaved: 'Beim Schließen gehen ungespeicherte Änderungen verloren. Fortfahren?',
    yes: 'Ja',
    no: 'Nein',
  },
  nav: {
    main: 'Hauptnavigation',
    toggle: 'Navigation umschalten',
    dashboard: 'Übersicht',
    allDevices: 'Alle Geräte',
    userManagement: 'Benutzerverwaltung',
    keys: 'Schlüssel',
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
    home: 'Netloom Startseite',
    skipToContent: 'Zum Inhalt springen',
    pinSidebar: 'Seitenleiste anheften',
    unpinSidebar: 'Seitenleiste lösen',
    switchNetwork: 'Netzwerk {{netid}}, Netzwerk wechseln',
    networkPages: 'Seiten von {{netid}}',
    tenants: 'Mandanten',
  },
  sections: {
    nodes: {
      title: 'Knoten',
      description: 'Die Hosts in diesem Netzwerk mit Adressen und Status.',
      emptyTitle: 'Noch keine Knoten in {{netid}}',
      emptyText:
        'Hosts treten mit einem Beitrittsschlüssel bei: Installieren Sie den Agenten auf einem Rechner und starten Sie ihn mit einem Schlüssel für dieses Netzwerk. Jeder beigetretene Host erscheint hier als Knoten.',
    },
    gateways: {
      title: 'Gateways',
      description: 'Knoten, die Verkehr weiterleiten und entfernte Clients ins Netz lassen.',
      emptyTitle: 'Noch keine Gateways in {{netid}}',
      emptyText:
        'Ein Gateway leitet Verkehr für andere Knoten weiter und lässt entfernte Clients, etwa Laptops und Telefone mit einer WireGuard-Konfigurationsdatei, ins Netzwerk. Ihre Gateways erscheinen hier.',
    },
    egress: {
      title: 'Egress',
      description: 'Routen aus dem Netzwerk zu externen Adressbereichen über ausgewählte Knoten.',
      emptyTitle: 'Noch keine Egress-Routen in {{netid}}',
      emptyText:
        'Egress lässt die Knoten Adressbereiche außerhalb des Netzwerks erreichen, etwa ein Büronetz oder eine Cloud-VPC, über einen Knoten Ihrer Wahl. Ihre Routen erscheinen hier.',
    },
    'internet-gateways': {
      title: 'Internet-Gateways',
      description: 'Knoten, die den Internetverkehr anderer Knoten tragen.',
      emptyTitle: 'Noch keine Internet-Gateways in {{netid}}',
      emptyText:
        'Ein Internet-Gateway trägt den Internetverkehr der mit ihm verbundenen Knoten, die dann von seiner Adresse aus online gehen. Ihre Internet-Gateways erscheinen hier.',
    },
    acls: {
      title: 'Zugriffskontrolle',
      description: 'Regeln, welche Knoten und Benutzer einander erreichen dürfen.',
      emptyTitle: 'Noch keine Zugriffsregeln in {{netid}}',
      emptyText:
        'Regeln legen fest, welche Knoten, Tags und Benutzer einander erreichen dürfen. Bis Sie welche anlegen, gilt die Standard-Zugriffskontrolle des Netzwerks.',
    },
    'old-acls': {
      title: 'Alte ACLs',
      description: 'Die Knoten-Zugriffsmatrix von ACL-Version 1.',
      emptyTitle: 'Noch keine Zugriffsregeln in {{netid}}',
      emptyText:
        'ACLs der Version 1 erlauben oder sperren jedes Knotenpaar. Die Matrix füllt sich, sobald Knoten dem Netzwerk beitreten.',
    },
    tags: {
      title: 'Tag-Verwaltung',
      description: 'Tags, die Knoten für Regeln und Schlüssel gruppieren.',
      emptyTitle: 'Noch keine Tags in {{netid}}',
      emptyText:
        'Tags fassen Knoten zusammen, damit Regeln und Beitrittsschlüssel sie gemeinsam ansprechen. Ihre Tags erscheinen hier.',
    },
    dns: {
      title: 'DNS',
      description: 'Namen, die auf Adressen in diesem Netzwerk zeigen.',
      emptyTitle: 'Noch keine DNS-Einträge in {{netid}}',
      emptyText:
        'Jeder Knoten bekommt einen eigenen Namen. Eigene Einträge geben jeder Adresse im Netzwerk einen Namen Ihrer Wahl; sie erscheinen hier.',
    },
    analytics: {
      title: 'Analyse',
      description: 'Verbindungen, Latenz und Verkehr zwischen den Knoten.',
    },
    graph: {
      title: 'Netzwerkgraph',
      description: 'Wie die Knoten dieses Netzwerks verbunden sind.',
      emptyTitle: 'In {{netid}} gibt es noch nichts zu zeichnen',
      emptyText:
        'Der Graph zeigt die Knoten des Netzwerks und ihre Verbindungen über Relays, Gateways und Egress-Routen. Er füllt sich, sobald Knoten beitreten.',
    },
    metrics: {
      title: 'Metriken',
      description: 'Verbindungen, Latenz und Verkehr zwischen den Knoten.',
      emptyTitle: 'Noch keine Metriken für {{netid}}',
      emptyText:
        'Jeder Host mit dem Agenten meldet einmal pro Minute, was er von seinen Peers gemessen hat: Verbindungen, Latenz, Verkehr und Laufzeit. Sie erscheinen hier mit der ersten Meldung eines Hosts in diesem Netzwerk.',
    },
    info: {
      title: 'Netzwerkinfo',
      description: 'Die Einstellungen dieses Netzwerks.',
    },
  },
  shell: { community: 'Community', pro: 'Pro', uiVersion: 'UI v{{version}}', serverVersion: 'Server v{{version}}' },
  live: {
    name: 'Live-Aktualisierung',
    live: {
      label: 'Live',
      explanation: 'Live-Aktualisierung ist an: Seiten aktualisieren sich, sobald sich etwas ändert.',
    },
    connecting: {
      label: 'Verbinde…',
      explanation: 'Verbinde mit der Live-Aktualisierung. Bis dahin aktualisieren sich Seiten alle 10 s.',
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
  invite: {
    title: 'Einladung fortsetzen',
    subtitle: 'Treten Sie diesem Netloom-Server bei.',
    for: 'Einladung für {{email}}',
    invalidCode: 'Ungültiger Einladungscode',
    toSignIn: 'Zur Anmeldung',
  },
  auth: {
    signInTitle: 'Bei {{product}} anmelden',
    signInSubtitle: 'Verwalten Sie Ihre WireGuard-Mesh-Netzwerke.',
    username: 'Benutzername',
    password: 'Passwort',
    signIn: 'Anmelden',
    usernameRequired: 'Benutzernamen eingeben',
    passwordRequired: 'Passwort eingeben',
    toggleVisibility: 'Eingabe zeigen oder verbergen',
    signInFailed: 'Anmeldung fehlgeschlagen',
    dashboardDenied: 'Dieses Konto kann die Konsole nicht nutzen. Verbinden Sie sich mit dem Remote-Access-Client.',
    signupTitle: 'Administratorkonto anlegen',
    signupSubtitle: 'Dieser Server hat noch keine Konten. Legen Sie das Konto an, das ihn verwaltet.',
    confirmPassword: 'Passwort bestätigen',
    createAccount: 'Konto anlegen',
    signupFailed: 'Das Konto konnte nicht angelegt werden',
    passwordsDiffer: 'Die Passwörter stimmen nicht überein',
    usernameHint: 'Mehr als 3 Zeichen: Buchstaben, Ziffern, Punkte und Bindestriche oder eine E-Mail-Adresse.',
    passwordHint: 'Mindestens 8 Zeichen.',
  },
  health: {
    notRunning: 'Der Server läuft nicht richtig. Wenden Sie sich an Ihren Administrator, falls das anhält.',
    unreachable: 'Server nicht erreichbar. Prüfen Sie Ihre Internetverbindung.',
    brokerDown:
      'Der Server ist nicht mit seinem Message-Broker verbunden. Hosts fragen stattdessen regelmäßig ab, was Aktualisierungen verlangsamen kann.',
  },
  errors: {
    unreachable: 'Server nicht erreichbar. Prüfen Sie Ihre Verbindung.',
    invalidResponse: 'Der Server hat eine unverständliche Antwort gesendet.',
    loadingNetworkData: 'Fehler beim Laden der Netzwerkdaten',
    pageLoadTitle: 'Die Seite konnte nicht geöffnet werden',
    pageLoadText: 'Ein unerwarteter Fehler ist aufgetreten. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu',
    refreshPage: 'Seite neu laden',
    crashTitle: 'Die Anwendung ist abgestürzt',
    crashText: 'Ein unerwarteter Fehler ist aufgetreten.',
    backHome: 'Zur Startseite',
    copyErrorDetails: 'Fehlerdetails kopieren',
    bugReport: 'Fehler melden',
    bugReportTitle: 'Absturz der Konsole auf {{route}}',
    bugReportCopied: 'Der Fehlerbericht liegt in der Zwischenablage: fügen Sie ihn in Ihren Issue-Tracker ein.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Seite gibt es nicht oder sie wurde verschoben.',
    action: 'Zur Startseite',
  },
  dashboard: {
    welcome: 'Willkommen, {{username}}',
    description: 'Ihre Netzwerke auf einen Blick.',
    gettingStarted: {
      title: 'Erste Schritte',
      network: {
        title: 'Netzwerk anlegen',
        text: 'Ein Netzwerk ist ein privater Adressbereich für Ihre Geräte. Legen Sie eines an, um Geräte zu verbinden.',
      },
    },
  },
  networks: {
    title: 'Netzwerke',
    description: 'Private WireGuard-Netzwerke dieses Servers.',
    create: 'Netzwerk anlegen',
    searchLabel: 'Netzwerke durchsuchen',
    searchPlaceholder: 'Nach Name oder Adressbereich suchen',
    name: 'Name',
    ipv4: 'Adressbereich (IPv4)',
    ipv6: 'Adressbereich (IPv6)',
    nodes: 'Knoten',
    hosts: 'Hosts',
    actions: 'Aktionen',
    deleteLabel: 'Netzwerk {{netid}} löschen',
    deleteTitle: 'Netzwerk löschen',
    deleteConfirm:
      'Das Netzwerk {{netid}} löschen? Schlüssel, Regeln und Einstellungen werden entfernt. Das lässt sich nicht rückgängig machen.',
    deleteBlocked: 'Entfernen Sie zuerst alle Knoten aus diesem Netzwerk',
    deleted: 'Netzwerk {{netid}} gelöscht',
    deleteFailed: 'Netzwerk konnte nicht gelöscht werden',
    emptyTitle: 'Noch keine Netzwerke',
    emptyText: 'Legen Sie ein Netzwerk an, um Ihren Geräten einen privaten, verschlüsselten Adressraum zu geben.',
    noMatches: 'Kein Netzwerk passt zu „{{search}}“.',
    loadFailed: 'Netzwerke konnten nicht geladen werden',
  },
  createNetwork: {
    title: 'Netzwerk anlegen',
    name: 'Netzwerkname',
    namePlaceholder: 'z. B. buero mesh',
    nameMessage:
      'Bitte einen Netzwerknamen eingeben. Erlaubt sind a-z, 0-9, Leerzeichen, Unterstrich (_) und Bindestrich (-)',
    networkId: 'Netzwerk-ID: {{netid}}',
    duplicate: 'Ein Netzwerk namens {{netid}} gibt es bereits',
    ipv4Range: 'IPv4-Adressbereich',
    ipv6Range: 'IPv6-Adressbereich',
    ipv4Message: 'Der Adressbereich muss ein gültiger IPv4-CIDR sein',
    ipv6Message: 'Der Adressbereich muss ein gültiger IPv6-CIDR sein',
    lanWarning:
      'Dieser Bereich wird oft für lokale Netze genutzt. Prüfen Sie, dass er sich nicht mit Ihrem Heim- oder Büronetz überschneidet.',
    generateIPv4: 'Zufälligen IPv4-Bereich erzeugen',
    generateIPv6: 'Zufälligen IPv6-Bereich erzeugen',
    noFamily: 'IPv4, IPv6 oder beides einschalten',
    defaultAcl: 'Standard-Zugriffskontrolle',
    defaultAclHint: 'Ob Knoten einander erreichen dürfen, bevor eine Regel etwas anderes sagt.',
    aclRequired: 'Wählen Sie ERLAUBEN oder VERBIETEN',
    allow: 'ERLAUBEN',
    deny: 'VERBIETEN',
    submit: 'Netzwerk anlegen',
    created: 'Netzwerk {{netid}} angelegt',
    failed: 'Netzwerk konnte nicht angelegt werden',
  },
  nodes: {
    keys: 'Beitrittsschlüssel',
  },
  devices: {
    title: 'Alle Geräte',
    description: 'Alle mit diesem Server verbundenen Hosts, über alle Netzwerke.',
    emptyTitle: 'Noch keine Geräte',
    emptyText: 'Ein Gerät erscheint hier, sobald sein Host mit einem Beitrittsschlüssel einem Netzwerk beitritt.',
  },
  keys: {
    title: 'Beitrittsschlüssel',
    description: 'Schlüssel, mit denen Hosts Netzwerken beitreten.',
    emptyTitle: 'Noch keine Beitrittsschlüssel',
    emptyText:
      'Mit einem Beitrittsschlüssel tritt ein Host einem oder mehreren Netzwerken bei. Ihre Schlüssel erscheinen hier.',
  },
  users: { title: 'Benutzerverwaltung', description: 'Die Konten, Gruppen und Rollen dieses Servers.' },
  pages: {
    newHost: 'Neuer Host',
    createNetworkRole: 'Netzwerkrolle anlegen',
    createUserGroup: 'Benutzergruppe anlegen',
  },
  profile: {
    title: 'Profil',
    description: 'Ihr Konto auf diesem Server.',
    username: 'Benutzername',
    role: 'Plattformrolle',
    signInMethod: 'Anmeldeverfahren',
    basic_auth: 'Benutzername und Passwort',
    oauth: 'Single Sign-on',
  },
  signin: {
    hostedHint: 'Ihr Mandant öffnet sich über das Kundenportal, das Sie hier anmeldet.',
    openAccountPortal: 'Kundenportal öffnen',
  },
  error: {
    serverMalfunction: 'Serverfehler',
    contactAdmin: 'Wenden Sie sich an Ihren Serveradministrator oder prüfen Sie Ihre Netzwerkeinstellungen',
    billingError: 'Abrechnungs- oder Zahlungsfehler',
    billingHint: 'Prüfen Sie die Abrechnungseinstellungen Ihres Mandanten im',
    accountDashboard: 'Kundenportal',
    causesTitle: 'Meist liegt es an einem dieser Punkte:',
    causes: {
      billing: {
        title: 'Abrechnungsprobleme',
        text: 'Ein Lizenz- oder Zahlungsproblem hindert den Server am normalen Betrieb.',
      },
      database: {
        title: 'Datenbank nicht erreichbar',
        text: 'Der Server erreicht seine Datenbank nicht und kann weder lesen noch speichern.',
      },
      broker: {
        title: 'Broker nicht erreichbar',
        text: 'Der Server erreicht seinen Message-Broker nicht; Geräte erhalten keine Live-Aktualisierungen.',
      },
      network: {
        title: 'Netzwerkverbindungsprobleme',
        text: 'Ihr Browser erreicht den Server nicht. Prüfen Sie Internetverbindung, VPN oder Firewall.',
      },
    },
    causeState: { fine: 'In Ordnung', problem: 'Problem', unknown: 'Unbekannt' },
    tryRestarting: 'Besteht das Problem weiter, starten Sie den Server neu.',
    askToRestart: 'Besteht das Problem weiter, bitten Sie einen Super-Admin, den Server neu zu starten.',
    restartAction: 'Server neu starten',
    restartConfirm: 'Server wirklich neu starten?',
    restartExplained: 'Der Server stoppt und startet erneut; die Konsole verbindet sich danach von selbst wieder.',
    restarted: 'Server neu gestartet',
    restartedText: 'Der Server startet neu. Das kann einige Sekunden dauern.',
    restartFailed: 'Server konnte nicht neu gestartet werden',
    dismiss: 'Schließen',
  },
  info: {
    managedHostPending: 'Verwalteter Host wird erstellt (voraussichtliche Dauer: 5 bis 10 Minuten).',
  },
  hosts: {
    client: {
      title: 'Desktop-Client herunterladen',
      platform: 'Plattform',
      requirements: {
        windows: 'Erfordert Windows 7 SP1 oder neuer.',
        mac: 'Für Macs mit Apple Silicon (ARM64) und Intel (AMD64).',
        linux: 'Pakete für Ubuntu/Debian und Fedora/RedHat/CentOS/Rocky.',
        mobile: 'Für iPhone, iPad und Android.',
      },
      downloadsNotConfigured:
        'Downloads sind in dieser Konsole nicht eingerichtet; die Dateien werden genannt, aber nicht verlinkt. Fragen Sie Ihren Administrator danach.',
      steps: {
        download: {
          title: 'Client herunterladen',
          text: 'Wählen Sie die Datei für Ihr Gerät; die Version passt zu diesem Server.',
        },
        installWindows: {
          title: 'Installieren',
          text: 'Starten Sie das Installationsprogramm. Windows fragt einmal nach Administratorrechten.',
        },
        installMac: {
          title: 'Installieren',
          text: 'Öffnen Sie das Paket und folgen Sie dem Installer. macOS fragt einmal nach Ihrem Passwort.',
        },
        installLinux: {
          title: 'Installieren',
          text: 'Installieren Sie das Paket mit dem Paketmanager Ihrer Distribution.',
        },
        connect: {
          title: 'Mit diesem Server verbinden',
          text: 'Öffnen Sie den Client, fügen Sie einen Server mit diesen Angaben hinzu und melden Sie sich an.',
        },
        installApp: {
          title: 'WireGuard-App installieren',
          text: 'Telefone verbinden sich mit der offiziellen WireGuard-App.',
        },
        getConfig: {
          title: 'Verbindung anfordern',
          text: 'Bitten Sie Ihren Administrator um eine Remote-Access-Konfiguration für dieses Telefon; sie kommt als QR-Code.',
        },
        scanConfig: {
          title: 'Scannen und verbinden',
          text: 'Tippen Sie in WireGuard auf +, scannen Sie den QR-Code und schalten Sie den Tunnel ein.',
        },
      },
      downloads: {
        windows: 'Windows-Installer (x64)',
        debian: 'Ubuntu/Debian-Paket',
        redhat: 'Fedora/RedHat/CentOS/Rocky-Paket',
      },
      copyCommand: '{{system}}-Befehl kopieren',
      details: { serverDomain: 'Server-Domain', tenantId: 'Mandanten-ID' },
      copyDetail: '{{detail}} kopieren',
    },
  },
  notices: {
    upgrade: {
      title: 'Plan upgraden',
      intro: 'Dieser Server läuft mit der Community-Edition. Die Professional-Lizenz schaltet frei:',
      features: {
        networks: {
          title: 'Unbegrenzt viele Netzwerke',
          text: 'Ein eigenes Netzwerk für jedes Team, jeden Standort, jeden Kunden.',
        },
        oauth: {
          title: 'OAuth-Anmeldung',
          text: 'Anmeldung mit Google, GitHub, Microsoft oder Ihrem eigenen Identity Provider.',
        },
        internetGateways: {
          title: 'Internet-Gateways',
          text: 'Leiten Sie den Internetverkehr eines Geräts über ein Gateway Ihres Vertrauens.',
        },
        relays: { title: 'Relays', text: 'Erreichen Sie Geräte hinter strengen NATs und Firewalls über ein Relay.' },
      },
      hostedHow: 'Wählen Sie im Kundenportal einen Professional-Plan; Ihr Mandant wechselt sofort.',
      selfHostedHow:
        'Um diesen Server auf Pro umzustellen, setzen Sie diese Einstellung in seiner Umgebung und starten Sie ihn neu:',
      copySetting: 'Einstellung kopieren',
      later: 'Später',
      upgradeNow: 'Jetzt upgraden',
    },
    newVersion: {
      title: 'Neue Serverversion verfügbar',
      intro:
        'Version {{latest}} ist erschienen; dieser Server läuft mit {{running}}. Das Upgrade dauert wenige Minuten:',
      introUnknown: 'Eine neuere Version ist erschienen. Das Upgrade dauert wenige Minuten:',
      steps: {
        connect: {
          title: 'Mit dem Server verbinden',
          text: 'Öffnen Sie eine Shell auf dem Rechner, auf dem der Server läuft.',
        },
        tags: {
          title: 'Image-Tags setzen',
          text: 'Setzen Sie in der env-Datei neben Ihrer Compose-Datei die Image-Tags von Server und UI auf die neue Version. Der Server-Tag hat kein Enterprise-Suffix.',
        },
        restart: {
          title: 'Mit den neuen Images neu starten',
          text: 'Fahren Sie im Ordner Ihrer Compose-Datei den Stack herunter und wieder hoch.',
        },
      },
      copyStep: 'Befehle für „{{step}}“ kopieren',
      docs: 'Upgrade-Anleitung lesen',
    },
    trial: {
      daysLeft: 'Ihre Pro-Testphase endet am {{date}}, Sie haben noch {{days}} Tage.',
      lessThanADay: 'Ihre Pro-Testphase endet am {{date}}, Sie haben noch weniger als einen Tag.',
      ended: 'Ihre Pro-Testphase ist abgelaufen.',
      contactAdmin: 'Um die Pro-Funktionen zu behalten, bitten Sie Ihren Administrator, die Lizenz zu erneuern.',
    },
    networkLimit:
      'Dieser Server hat das Limit der Community-Edition von {{limit}} Netzwerken erreicht. Mit Pro sind es unbegrenzt viele.',
    trialEnded: {
      title: 'Ihre Pro-Testphase ist abgelaufen',
      text: 'Pro-Funktionen wie unbegrenzte Netzwerke, OAuth-Anmeldung, Internet-Gateways und Relays bleiben aus, bis die Lizenz erneuert ist.',
      adminNext: 'Wechseln Sie auf einen Professional-Plan, um sie wieder einzuschalten.',
      docs: 'Über die Pro-Testphase',
    },
  },
};
