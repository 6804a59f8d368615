import type { Translation } from '../en';

/** German texts of the dashboard. */
export const dashboard: Translation['dashboard'] = {
  welcome: 'Willkommen, {{username}}',
  description: 'Ihre Netzwerke auf einen Blick.',
  loadFailed: 'Die Übersicht konnte nicht geladen werden',
  quickActions: 'Schnellaktionen',
  actions: {
    createNetwork: 'Netzwerk anlegen',
    addDevice: 'Gerät hinzufügen',
    enrollmentKeys: 'Beitrittsschlüssel',
    inviteUsers: 'Benutzer einladen',
    readDocs: 'Dokumentation lesen',
  },
  totals: {
    label: 'Gesamt',
    networks: 'Netzwerke',
    devices: 'Geräte',
    nodes: 'Knoten',
    clients: 'Entfernte Clients',
  },
  networks: 'Netzwerke',
  network: {
    nodes: 'Knoten',
    healthLabel: 'Knoten von {{name}} nach Zustand',
    health: {
      healthy: 'Gesund',
      warning: 'Warnung',
      error: 'Fehler',
      offline: 'Offline',
    },
    noNodes: 'Noch keine Knoten',
    gateways: 'Gateways',
    gatewayKinds: {
      relays: 'Relais',
      remote_access: 'Fernzugriff',
      egress: 'Ausgehende Routen',
      internet: 'Internetzugang',
    },
    clients: 'Entfernte Clients',
    clientsEnabled: '{{enabled}} von {{total}} aktiviert',
  },
  gettingStarted: {
    title: 'Erste Schritte',
    description: 'Wenige Schritte führen von einem leeren Server zu verbundenen Geräten.',
    network: {
      title: 'Netzwerk anlegen',
      text: 'Ein Netzwerk ist ein privater Adressbereich, den sich Ihre Geräte teilen. Legen Sie eines an, um Geräte zu verbinden.',
    },
    device: {
      title: 'Gerät hinzufügen',
      text: 'Legen Sie einen Beitrittsschlüssel an und starten Sie damit den Agenten auf einem Rechner: Er tritt den Netzwerken des Schlüssels bei.',
    },
    users: {
      title: 'Benutzer einladen',
      text: 'Senden Sie Personen einen Einladungslink; sie wählen ein Passwort oder melden sich per Single Sign-on an.',
    },
    docs: {
      title: 'Dokumentation lesen',
      text: 'Erfahren Sie, wie Netzwerke, Gateways, Zugriffskontrolle und Remote Access zusammenspielen.',
    },
    noAccess: {
      title: 'Noch keine Netzwerke für Sie',
      text: 'Ein Administrator gibt Ihnen über Ihre Gruppen oder Netzwerkrollen Zugriff auf Netzwerke. Sie erscheinen dann hier.',
    },
  },
};
