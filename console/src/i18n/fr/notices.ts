import type { Translation } from '../en';

/** French texts of the server problem screen. */
export const error: Translation['error'] = {
  serverMalfunction: 'Dysfonctionnement du serveur',
  contactAdmin: 'Contactez l’administrateur de votre serveur ou vérifiez vos paramètres réseau',
  billingError: 'Une erreur de facturation ou de paiement s’est produite',
  billingHint: 'Vérifiez les paramètres de facturation de votre locataire dans le',
  accountDashboard: 'tableau de bord du compte',
  causesTitle: 'La cause est généralement l’une des suivantes :',
  causes: {
    billing: {
      title: 'Problèmes de facturation',
      text: 'Un problème de licence ou de paiement empêche le serveur de fonctionner normalement.',
    },
    database: {
      title: 'Problèmes d’accès à la base de données',
      text: 'Le serveur ne peut pas joindre sa base de données : il ne peut ni lire ni enregistrer quoi que ce soit.',
    },
    broker: {
      title: 'Problèmes d’accès au broker',
      text: 'Le serveur ne peut pas joindre son broker de messages : les appareils ne reçoivent plus de mises à jour en direct.',
    },
    network: {
      title: 'Problèmes de connectivité réseau',
      text: 'Votre navigateur ne peut pas joindre le serveur. Vérifiez votre connexion Internet, votre VPN ou votre pare-feu.',
    },
  },
  causeState: { fine: 'Semble correct', problem: 'Problème', unknown: 'Inconnu' },
  tryRestarting: 'Si le problème persiste, essayez de redémarrer le serveur.',
  askToRestart: 'Si le problème persiste, demandez à un super-administrateur de redémarrer le serveur.',
  restartAction: 'Redémarrer le serveur',
  restartConfirm: 'Confirmer le redémarrage du serveur ?',
  restartExplained:
    'Le serveur s’arrête puis redémarre ; la console se reconnecte d’elle-même dès qu’il est de nouveau disponible.',
  restarted: 'Serveur redémarré',
  restartedText: 'Le serveur redémarre. Cela peut prendre quelques secondes.',
  restartFailed: 'Échec du redémarrage du serveur',
  dismiss: 'Fermer',
};

/** French texts of the desktop client downloads. */
export const hosts: Translation['hosts'] = {
  client: {
    title: 'Télécharger le client de bureau',
    platform: 'Plateforme',
    platforms: { windows: 'Windows', mac: 'Mac', linux: 'Linux', mobile: 'Mobile' },
    requirements: {
      windows: 'Nécessite Windows 7 SP1 ou plus récent.',
      mac: 'Pour les Mac Apple Silicon (ARM64) et Intel (AMD64).',
      linux: 'Paquets pour Ubuntu/Debian et Fedora/RedHat/CentOS/Rocky.',
      mobile: 'Pour iPhone, iPad et Android.',
    },
    downloadsNotConfigured:
      'Les téléchargements ne sont pas configurés sur cette console : les fichiers sont nommés, mais sans lien. Demandez-les à votre administrateur.',
    steps: {
      download: {
        title: 'Télécharger le client',
        text: 'Choisissez le fichier pour votre machine ; sa version correspond à celle de ce serveur.',
      },
      installWindows: {
        title: 'L’installer',
        text: 'Lancez le programme d’installation et suivez ses étapes. Windows demande une fois les droits d’administrateur.',
      },
      installMac: {
        title: 'L’installer',
        text: 'Ouvrez le paquet et suivez le programme d’installation. macOS demande une fois votre mot de passe.',
      },
      installLinux: {
        title: 'L’installer',
        text: 'Installez le paquet avec le gestionnaire de paquets de votre distribution.',
      },
      connect: {
        title: 'Se connecter à ce serveur',
        text: 'Ouvrez le client, ajoutez un serveur avec ces informations et connectez-vous avec votre compte.',
      },
      installApp: {
        title: 'Installer l’application WireGuard',
        text: 'Les téléphones se connectent avec l’application officielle WireGuard.',
      },
      getConfig: {
        title: 'Obtenir votre connexion',
        text: 'Demandez à votre administrateur une configuration d’accès distant pour ce téléphone ; elle vous parvient sous forme de code QR.',
      },
      scanConfig: {
        title: 'Scanner et se connecter',
        text: 'Dans WireGuard, touchez +, scannez le code QR et activez le tunnel.',
      },
    },
    downloads: {
      windows: 'Programme d’installation Windows (x64)',
      macArm: 'Apple Silicon (ARM64)',
      macIntel: 'Intel (AMD64)',
      debian: 'Paquet Ubuntu/Debian',
      redhat: 'Paquet Fedora/RedHat/CentOS/Rocky',
      appStore: 'App Store',
      googlePlay: 'Google Play',
    },
    snippets: { debian: 'Ubuntu/Debian', redhat: 'Fedora/RedHat/CentOS/Rocky' },
    copyCommand: 'Copier la commande {{system}}',
    details: { serverDomain: 'Domaine du serveur', tenantId: 'ID du locataire' },
    copyDetail: 'Copier : {{detail}}',
  },
};

/** French texts of the edition, upgrade and trial notices. */
export const notices: Translation['notices'] = {
  upgrade: {
    title: 'Changer de formule',
    intro: 'Ce serveur exécute l’édition Community. La licence Professional débloque :',
    features: {
      networks: { title: 'Réseaux illimités', text: 'Donnez à chaque équipe, site et client son propre réseau.' },
      oauth: {
        title: 'Connexion sociale OAuth',
        text: 'Permettez aux utilisateurs de se connecter avec Google, GitHub, Microsoft ou votre propre fournisseur d’identité.',
      },
      internetGateways: {
        title: 'Passerelles Internet',
        text: 'Faites passer le trafic Internet d’un appareil par une passerelle de confiance.',
      },
      relays: {
        title: 'Relais',
        text: 'Joignez les appareils situés derrière des NAT et des pare-feu stricts grâce à un relais.',
      },
    },
    hostedHow: 'Choisissez une formule Professional dans le portail de compte ; votre locataire bascule immédiatement.',
    selfHostedHow: 'Pour passer ce serveur en Pro, ajoutez ce paramètre à son environnement et redémarrez-le :',
    copySetting: 'Copier le paramètre',
    later: 'Plus tard',
    upgradeNow: 'Passer à Pro maintenant',
  },
  newVersion: {
    title: 'Nouvelle version du serveur disponible',
    intro:
      'La version {{latest}} est disponible ; ce serveur exécute la version {{running}}. La mise à jour prend quelques minutes :',
    introUnknown: 'Une version plus récente est disponible. La mise à jour prend quelques minutes :',
    latestTag: 'vX.Y.Z',
    steps: {
      connect: { title: 'Se connecter au serveur', text: 'Ouvrez un shell sur la machine qui exécute le serveur.' },
      tags: {
        title: 'Définir les tags des images',
        text: 'Dans le fichier env situé à côté de votre fichier compose, définissez les tags des images du serveur et de l’interface sur la nouvelle version. Le tag du serveur n’a pas de suffixe enterprise.',
      },
      restart: {
        title: 'Redémarrer avec les nouvelles images',
        text: 'Dans le dossier de votre fichier compose, arrêtez la stack puis relancez-la.',
      },
    },
    copyStep: 'Copier les commandes de l’étape « {{step}} »',
    docs: 'Lire le guide de mise à jour',
  },
  trial: {
    daysLeft: 'Votre essai Pro se termine le {{date}} ; il vous reste {{days}} jours d’essai.',
    lessThanADay: 'Votre essai Pro se termine le {{date}} ; il vous reste moins d’un jour d’essai.',
    ended: 'Votre essai Pro est terminé.',
    contactAdmin:
      'Pour conserver les fonctionnalités Pro, contactez votre administrateur afin de renouveler votre licence.',
  },
  networkLimit:
    'Ce serveur a atteint la limite de {{limit}} réseaux de l’édition Community. Passez à Pro pour des réseaux illimités.',
  trialEnded: {
    title: 'Votre essai Pro est terminé',
    text: 'Les fonctionnalités Pro, comme les réseaux illimités, la connexion OAuth, les passerelles Internet et les relais, restent désactivées jusqu’au renouvellement de la licence.',
    adminNext: 'Passez à une formule Professional pour les réactiver.',
    docs: 'À propos de l’essai Pro',
  },
};
