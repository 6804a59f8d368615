import type { Translation } from '../en';

/** German texts of the Profile page. */
export const profile: Translation['profile'] = {
  title: 'Profil',
  description: 'Ihr Konto auf diesem Server.',
  username: 'Benutzername',
  role: 'Plattformrolle',
  signInMethod: 'Anmeldeverfahren',
  basic_auth: 'Benutzername und Passwort',
  oauth: 'Single Sign-on',
  loadFailed: 'Ihr Konto konnte nicht geladen werden',
  displayName: {
    label: 'Anzeigename',
    hint: 'Wie die Konsole Sie anderen Benutzern anzeigt.',
    save: 'Namen speichern',
    pending: 'Ihr Anzeigename wird gespeichert…',
    done: 'Anzeigename gespeichert',
    failed: 'Ihr Anzeigename konnte nicht gespeichert werden',
  },
  password: {
    title: 'Passwort ändern',
    sso: 'Sie melden sich per Single Sign-on an und haben hier kein Passwort: Ändern Sie es bei Ihrem Identity Provider.',
    current: 'Aktuelles Passwort',
    currentRequired: 'Geben Sie Ihr aktuelles Passwort ein',
    new: 'Neues Passwort',
    submit: 'Passwort ändern',
    pending: 'Ihr Passwort wird geändert…',
    done: 'Passwort geändert; Ihre Sitzungen in anderen Browsern und auf anderen Geräten wurden beendet',
    failed: 'Ihr Passwort konnte nicht geändert werden',
  },
  sessions: {
    title: 'Sitzungen',
    description: 'Die Browser und Geräte, auf denen Sie angemeldet sind.',
    text: 'Auf einem Gerät angemeldet, dem Sie nicht mehr trauen, oder eines verloren? Melden Sie sich überall ab: Alle Ihre Sitzungen enden sofort, auch diese. Eine Passwortänderung beendet ebenso Ihre anderen Sitzungen.',
    signOut: 'Überall abmelden',
    confirm:
      'Alle Sitzungen von {{username}} in allen Browsern und auf allen Geräten beenden, auch diese? Danach melden Sie sich erneut an. Hosts und ihre Verbindungen sind nicht betroffen.',
    pending: 'Alle Ihre Sitzungen werden beendet…',
    done: 'Alle Ihre Sitzungen wurden beendet; melden Sie sich erneut an, um fortzufahren',
    failed: 'Die Abmeldung überall ist fehlgeschlagen',
  },
  networks: {
    title: 'Netzwerke und Rollen',
    description: 'Die Netzwerke, die Sie erreichen, und Ihre Rolle in jedem davon.',
    admin: 'Als Administrator verwalten Sie alle Netzwerke, unabhängig von Ihren Gruppen und Netzwerkrollen.',
    none: 'Sie haben noch keine Netzwerkrolle. Ein Administrator kann Sie einer Gruppe hinzufügen oder Ihnen eine Rolle in einem Netzwerk geben.',
    network: 'Netzwerk',
    role: 'Rolle',
    givenBy: 'Vergeben durch',
    viaGroup: 'Gruppe {{group}}',
    direct: 'direkt an Sie vergeben',
    builtIn: {
      admin: 'Netzwerkadministrator',
      user: 'Netzwerkbenutzer',
    },
  },
};
