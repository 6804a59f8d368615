import type { Translation } from '../en';

/** German texts of the server problem screen, the desktop client download and the upgrade and trial notices. */
export const notices: Pick<Translation, 'error' | 'hosts' | 'notices'> = {
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
        text: 'Der Server erreicht seine Datenbank nicht und kann daher weder lesen noch speichern.',
      },
      broker: {
        title: 'Broker nicht erreichbar',
        text: 'Der Server erreicht seinen Message-Broker nicht, daher erhalten Geräte keine Live-Aktualisierungen mehr.',
      },
      network: {
        title: 'Probleme mit der Netzwerkverbindung',
        text: 'Ihr Browser erreicht den Server nicht. Prüfen Sie Ihre Internetverbindung, Ihr VPN oder Ihre Firewall.',
      },
    },
    causeState: { fine: 'In Ordnung', problem: 'Problem', unknown: 'Unbekannt' },
    tryRestarting: 'Besteht das Problem weiter, starten Sie den Server neu.',
    askToRestart: 'Besteht das Problem weiter, bitten Sie einen Super-Admin, den Server neu zu starten.',
    restartAction: 'Server neu starten',
    restartConfirm: 'Server wirklich neu starten?',
    restartExplained: 'Der Server stoppt und startet erneut; die Konsole verbindet sich danach von selbst wieder.',
    restarted: 'Server neu gestartet',
    restartedText: 'Der Server startet neu. Es kann einige Sekunden dauern, bis sich das zeigt.',
    restartFailed: 'Der Server konnte nicht neu gestartet werden',
    dismiss: 'Schließen',
  },
  hosts: {
    client: {
      title: 'Desktop-Client herunterladen',
      platform: 'Plattform',
      platforms: { windows: 'Windows', mac: 'Mac', linux: 'Linux', mobile: 'Mobilgeräte' },
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
          text: 'Wählen Sie die Datei für Ihren Rechner; ihre Version passt zu diesem Server.',
        },
        installWindows: {
          title: 'Installieren',
          text: 'Starten Sie das Installationsprogramm und folgen Sie den Schritten. Windows fragt einmal nach Administratorrechten.',
        },
        installMac: {
          title: 'Installieren',
          text: 'Öffnen Sie das Paket und folgen Sie dem Installationsprogramm. macOS fragt einmal nach Ihrem Passwort.',
        },
        installLinux: {
          title: 'Installieren',
          text: 'Installieren Sie das Paket mit dem Paketmanager Ihrer Distribution.',
        },
        connect: {
          title: 'Mit diesem Server verbinden',
          text: 'Öffnen Sie den Client, fügen Sie einen Server mit diesen Angaben hinzu und melden Sie sich mit Ihrem Konto an.',
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
        windows: 'Windows-Installationsprogramm (x64)',
        macArm: 'Apple Silicon (ARM64)',
        macIntel: 'Intel (AMD64)',
        debian: 'Ubuntu/Debian-Paket',
        redhat: 'Fedora/RedHat/CentOS/Rocky-Paket',
        appStore: 'App Store',
        googlePlay: 'Google Play',
      },
      snippets: { debian: 'Ubuntu/Debian', redhat: 'Fedora/RedHat/CentOS/Rocky' },
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
          text: 'Ein eigenes Netzwerk für jedes Team, jeden Standort und jeden Kunden.',
        },
        oauth: {
          title: 'OAuth-Anmeldung über soziale Konten',
          text: 'Anmeldung mit Google, GitHub, Microsoft oder Ihrem eigenen Identity Provider.',
        },
        internetGateways: {
          title: 'Internet-Gateways',
          text: 'Leiten Sie den Internetverkehr eines Geräts über ein Gateway, dem Sie vertrauen.',
        },
        relays: { title: 'Relays', text: 'Erreichen Sie Geräte hinter strengen NATs und Firewalls über ein Relay.' },
      },
      hostedHow: 'Wählen Sie im Kundenportal einen Professional-Plan; Ihr Mandant wechselt sofort.',
      selfHostedHow:
        'Um diesen Server auf Pro umzustellen, fügen Sie diese Einstellung seiner Umgebung hinzu und starten Sie ihn neu:',
      copySetting: 'Einstellung kopieren',
      later: 'Vielleicht später',
      upgradeNow: 'Jetzt upgraden',
    },
    newVersion: {
      title: 'Neue Serverversion verfügbar',
      intro:
        'Version {{latest}} ist erschienen; dieser Server läuft mit {{running}}. Das Upgrade dauert wenige Minuten:',
      introUnknown: 'Eine neuere Version ist erschienen. Das Upgrade dauert wenige Minuten:',
      latestTag: 'vX.Y.Z',
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
      'Dieser Server hat das Limit der Community-Edition von {{limit}} Netzwerken erreicht. Mit Pro sind unbegrenzt viele Netzwerke möglich.',
    trialEnded: {
      title: 'Ihre Pro-Testphase ist abgelaufen',
      text: 'Pro-Funktionen wie unbegrenzt viele Netzwerke, OAuth-Anmeldung, Internet-Gateways und Relays bleiben aus, bis die Lizenz erneuert ist.',
      adminNext: 'Wechseln Sie auf einen Professional-Plan, um sie wieder einzuschalten.',
      docs: 'Über die Pro-Testphase',
    },
  },
};
