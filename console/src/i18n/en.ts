import { accessControl } from './en/accessControl';
import { audit } from './en/audit';
import { devices, hostDetails, hostFacts, hostFirewall, newHost, nodeStatus } from './en/devices';
import { dns } from './en/dns';
import { egress } from './en/egress';
import { gateways } from './en/gateways';
import { graph } from './en/graph';
import { internetGateways } from './en/internetGateways';
import { keys } from './en/keys';
import { metrics } from './en/metrics';
import { nodeDetails, nodes } from './en/nodes';
import { networkInfo } from './en/networkInfo';
import { dashboard } from './en/dashboard';
import { oldAcls } from './en/oldAcls';
import { tags } from './en/tags';
import { groups } from './en/groups';
import { invites } from './en/invites';
import { apiTokens } from './en/apiTokens';
import { mfa } from './en/mfa';
import { roles } from './en/roles';
import { enStart } from './en/start';
import { useCases } from './en/useCases';
import {
  IPV4_RANGE_MESSAGE,
  IPV6_RANGE_MESSAGE,
  LAN_RANGE_WARNING,
  NETWORK_NAME_MESSAGE,
  BUILT_IN_TEXTS,
  PROBLEM_TEXTS,
} from '@netloom/contract';

/** English: the complete set, and the fallback for every other language. */
export const en = {
  ...enStart,
  nav: {
    main: 'Main navigation',
    toggle: 'Toggle navigation',
    dashboard: 'Dashboard',
    allDevices: 'All Devices',
    userManagement: 'User Management',
    keys: 'Keys',
    audit: 'Audit Log',
    serverSettings: 'Server Settings',
    networks: 'Networks',
    network: 'Network',
    addNetwork: 'Add Network',
    adminOnly: 'Only administrators can add networks',
    allNetworks: 'All Networks',
    newNetwork: 'New Network',
    nodeCount_one: '{{count}} node',
    nodeCount_other: '{{count}} nodes',
    breadcrumbs: 'Breadcrumbs',
    documentation: 'Documentation',
    home: 'Netloom home',
    skipToContent: 'Skip to content',
    pinSidebar: 'Pin sidebar',
    unpinSidebar: 'Unpin sidebar',
    switchNetwork: 'Network {{netid}}, switch network',
    networkPages: 'Pages of {{netid}}',
    tenants: 'Tenants',
  },
  sections: {
    nodes: {
      title: 'Nodes',
      description: 'The hosts in this network, with their addresses and status.',
      emptyTitle: 'No nodes in {{netid}} yet',
      emptyText:
        'Hosts join with an enrollment key: install the agent on a machine and run it with a key for this network. Each host that joins shows up here as a node.',
    },
    gateways: {
      title: 'Gateways',
      description: 'Nodes that relay traffic and let remote clients into the network.',
      emptyTitle: 'No gateways in {{netid}} yet',
      emptyText:
        'A gateway relays traffic for other nodes and lets remote clients, such as laptops and phones with a WireGuard config file, into the network. The gateways you set up will be listed here.',
    },
    egress: {
      title: 'Egress',
      description: 'Routes from the network to outside address ranges through chosen nodes.',
      emptyTitle: 'No egress routes in {{netid}} yet',
      emptyText:
        'Egress lets the nodes reach address ranges outside the network, such as an office LAN or a cloud VPC, through a node you choose. The routes you add will be listed here.',
    },
    'internet-gateways': {
      title: 'Internet Gateways',
      description: 'Nodes that carry other nodes’ internet traffic.',
      emptyTitle: 'No internet gateways in {{netid}} yet',
      emptyText:
        'An internet gateway carries the internet traffic of the nodes connected to it, so they go online from its address. The internet gateways you set up will be listed here.',
    },
    acls: {
      title: 'Access Control',
      description: 'Policies that decide which nodes and users may reach each other.',
      emptyTitle: 'No access policies in {{netid}} yet',
      emptyText:
        'Policies decide which nodes, tags and users may reach each other. Until you add some, the default access control of the network applies.',
    },
    'old-acls': {
      title: 'Old ACLs',
      description: 'The node-to-node access matrix of ACL version 1.',
      emptyTitle: 'No access rules in {{netid}} yet',
      emptyText: 'Version 1 ACLs allow or block each pair of nodes. The matrix fills in as nodes join the network.',
    },
    tags: {
      title: 'Tag Manager',
      description: 'Tags that group nodes for policies and keys.',
      emptyTitle: 'No tags in {{netid}} yet',
      emptyText:
        'Tags group nodes so that policies and enrollment keys can address them together. The tags you create will be listed here.',
    },
    dns: {
      title: 'DNS',
      description: 'Names that resolve to addresses inside this network.',
      emptyTitle: 'No DNS entries in {{netid}} yet',
      emptyText:
        'Every node gets a name of its own. Custom entries give any address in the network a name you choose; they will be listed here.',
    },
    analytics: {
      title: 'Analytics',
      description: 'Connectivity, latency and traffic between the nodes.',
    },
    graph: {
      title: 'Network Graph',
      description: 'How the nodes of this network connect to each other.',
      emptyTitle: 'Nothing to draw in {{netid}} yet',
      emptyText:
        'The graph shows the nodes of the network and how they connect through relays, gateways and egress routes. It fills in as nodes join.',
    },
    metrics: {
      title: 'Metrics',
      description: 'Connectivity, latency and traffic between the nodes.',
      emptyTitle: 'No metrics for {{netid}} yet',
      emptyText:
        'Every host that runs the agent reports what it measured of its peers once a minute: connectivity, latency, traffic and uptime. They show up here with the first report of a host in this network.',
    },
    info: {
      title: 'Network Info',
      description: 'The settings of this network.',
    },
  },
  shell: {
    community: 'Community',
    pro: 'Pro',
    uiVersion: 'UI v{{version}}',
    serverVersion: 'Server v{{version}}',
  },
  live: {
    name: 'Live updates',
    live: { label: 'Live', explanation: 'Live updates are on: pages refresh as soon as something changes.' },
    connecting: {
      label: 'Connecting…',
      explanation: 'Connecting to live updates. Until they are on, pages refresh every 10 s.',
    },
    offline: {
      label: 'Offline — refreshing every 10 s',
      explanation: 'Live updates can’t be reached; the console keeps trying. Meanwhile pages refresh every 10 s.',
    },
  },
  account: {
    menu: 'Account menu',
    profile: 'Profile',
    logout: 'Logout',
    darkTheme: 'Dark theme',
    language: 'Language',
    switchToLight: 'Switch to light theme',
    switchToDark: 'Switch to dark theme',
    desktopClient: 'Download Desktop client',
    manageAccount: 'Manage Account',
  },
  footer: {
    docs: 'Docs',
    support: 'Support',
    helpCenter: 'Help center',
    terms: 'Terms and conditions',
    edition: 'Edition',
    update: 'Update',
  },
  refresh: {
    idle: 'Refresh',
    busy: 'Refreshing...',
    done: 'Successfully refreshed',
    failed: 'Failed to refresh',
  },
  health: {
    notRunning: 'The server is not running properly. Contact your administrator if this persists.',
    unreachable: 'Unable to reach server. Check you internet connection.',
    brokerDown:
      'The server is not connected to its message broker. Hosts fall back to polling, which may slow updates. Contact your administrator.',
  },
  dashboard,
  networks: {
    title: 'Networks',
    description: 'Private WireGuard networks managed by this server.',
    create: 'Create Network',
    searchLabel: 'Search networks',
    searchPlaceholder: 'Search by name or address range',
    name: 'Name',
    ipv4: 'Address Range (IPv4)',
    ipv6: 'Address Range (IPv6)',
    nodes: 'Nodes',
    hosts: 'Hosts',
    actions: 'Actions',
    deleteLabel: 'Delete network {{netid}}',
    deleteTitle: 'Delete network',
    deleteConfirm: 'Delete the network {{netid}}? Its keys, rules and settings are removed. This cannot be undone.',
    deleteBlocked: 'Remove every node from this network before deleting it',
    deleted: 'Network {{netid}} deleted',
    deleteFailed: 'Failed to delete network',
    emptyTitle: 'No networks yet',
    emptyText: 'Create a network to give your devices a private, encrypted address space.',
    noMatches: 'No network matches “{{search}}”.',
    loadFailed: 'Could not load networks',
  },
  createNetwork: {
    title: 'Create a Network',
    name: 'Network name',
    namePlaceholder: 'e.g. office mesh',
    nameMessage: NETWORK_NAME_MESSAGE,
    networkId: 'Network ID: {{netid}}',
    duplicate: 'A network named {{netid}} already exists',
    reserved: '{{netid}} is reserved: roles use it to mean every network. Choose another name.',
    ipv4: 'IPv4',
    ipv6: 'IPv6',
    ipv4Range: 'IPv4 address range',
    ipv6Range: 'IPv6 address range',
    ipv4Message: IPV4_RANGE_MESSAGE,
    ipv6Message: IPV6_RANGE_MESSAGE,
    lanWarning: LAN_RANGE_WARNING,
    generateIPv4: 'Generate random IPv4 range',
    generateIPv6: 'Generate random IPv6 range',
    noFamily: 'Turn on IPv4, IPv6 or both',
    defaultAcl: 'Default access control',
    defaultAclHint: 'Whether nodes may reach each other before any policy says otherwise.',
    aclRequired: 'Choose ALLOW or DENY',
    allow: 'ALLOW',
    deny: 'DENY',
    submit: 'Create network',
    created: 'Network {{netid}} created',
    failed: 'Failed to create network',
  },
  nodes,
  nodeDetails,
  networkInfo,
  useCases,
  accessControl,
  oldAcls,
  egress,
  internetGateways,
  devices,
  hostFacts,
  hostDetails,
  hostFirewall,
  newHost,
  nodeStatus,
  keys,
  metrics,
  gateways,
  tags,
  /** What the shared rules find wrong, by problem code: the server's words, in English as the API sends them. */
  problems: PROBLEM_TEXTS,
  /** What the server makes by itself and nobody can rename: default policies, built-in roles and groups. */
  builtIn: BUILT_IN_TEXTS,
  dns,
  graph,
  groups,
  roles,
  invites,
  apiTokens,
  mfa,
  audit,
  users: {
    title: 'User Management',
    description: 'The accounts, groups and roles of this server.',
    tabs: {
      users: 'Users',
      groups: 'Groups',
      roles: 'Roles',
      invites: 'Invites',
      pending: 'Pending Users',
    },
    add: {
      button: 'Add user',
      create: 'Create a user',
      invite: 'Invite users',
    },
    loadFailed: 'Could not load the users',
    emptyTitle: 'No users yet',
    emptyText: 'Create an account with a password, or invite people by e-mail.',
    search: 'Search users',
    noMatches: 'No user matches “{{search}}”: search by username, display name, platform role or group.',
    columns: {
      username: 'Username',
      displayName: 'Display name',
      platformRole: 'Platform role',
      groups: 'Groups',
      signIn: 'Sign-in',
      lastLogin: 'Last login',
    },
    signIn: {
      basic_auth: 'Basic',
      oauth: 'SSO',
    },
    you: 'You',
    disabled: 'Disabled',
    noGroups: 'No groups',
    neverSignedIn: 'Never',
    actionsLabel: 'Actions for user {{name}}',
    actions: {
      edit: 'Edit',
      password: 'Change password',
      transfer: 'Transfer super-admin rights',
      delete: 'Delete',
    },
    blocked: {
      editSelf:
        'Nobody changes their own role, groups or network roles. Change your display name on your Profile page.',
      passwordSelf: 'Change your own password on your Profile page, where your current password is asked for.',
      deleteSelf: 'You can’t delete yourself.',
      superAdmin: 'Only the super-admin changes the super-admin account.',
      deleteSuperAdmin: 'The super-admin can’t be deleted; the super-admin can hand the role to an admin first.',
      otherAdmin: 'Only the super-admin can change or delete other admins.',
      ssoPassword: 'This user signs in with single sign-on: their password is kept by the identity provider.',
    },
    form: {
      username: 'Username',
      password: 'Password',
      passwordHint: 'At least {{count}} characters.',
      confirmPassword: 'Confirm password',
      displayName: 'Display name',
      displayNameHint: 'Optional: how the console shows the user, e.g. their full name.',
      platformRole: 'Platform role',
      platformRoleHint: 'What the user may do on this server as a whole.',
      platformRoleRequired: 'Pick a platform role',
      loading: 'Loading…',
      adminReachesAll: 'Admins manage every network: groups and network roles give them nothing more.',
      groups: 'Groups',
      groupsHint: 'Each group gives its members its network roles.',
      groupsPlaceholder: 'Pick groups',
      noGroups: 'There are no groups yet',
      nothingFound: 'No group matches',
      networkRolesHint: 'Roles given to this user directly, on top of those of their groups.',
      accountDisabled: 'Account disabled',
      accountDisabledHint: 'A disabled user can’t sign in or connect until the account is enabled again.',
    },
    create: {
      title: 'Create a user',
      submit: 'Create user',
      pending: 'Creating the user {{name}}…',
      done: 'User {{name}} created',
      failed: 'Failed to create the user {{name}}',
    },
    edit: {
      title: 'Edit the user {{name}}',
      pending: 'Saving the user {{name}}…',
      done: 'User {{name}} saved',
      failed: 'Failed to save the user {{name}}',
    },
    password: {
      title: 'Change the password of {{name}}',
      intro: '{{name}} signs in with this password from now on. Tell them through a channel you trust.',
      new: 'New password',
      submit: 'Change password',
      pending: 'Changing the password of {{name}}…',
      done: 'Password of {{name}} changed',
      failed: 'Failed to change the password of {{name}}',
    },
    remove: {
      title: 'Delete the user',
      confirm: 'Delete the user {{name}}? They can no longer sign in, and leave every group and access policy.',
      configs: 'Also delete their VPN config files',
      configsHint: 'Otherwise the config files they created stay and keep working.',
      submit: 'Delete user',
      pending: 'Deleting the user {{name}}…',
      done: 'User {{name}} deleted',
      failed: 'Failed to delete the user {{name}}',
    },
    transfer: {
      title: 'Transfer super-admin rights',
      confirm:
        'Make {{name}} the super-admin? You become an admin: you keep managing networks and users, but only {{name}} can then create admins or hand the role on.',
      submit: 'Transfer rights',
      pending: 'Transferring super-admin rights to {{name}}…',
      done: '{{name}} is now the super-admin; you are an admin',
      failed: 'Failed to transfer super-admin rights to {{name}}',
    },
    pending: {
      loadFailed: 'Could not load the pending users',
      emptyTitle: 'No one is waiting',
      emptyText:
        'People who sign in with single sign-on without an invitation wait here until an admin approves or denies them.',
      intro:
        'These people signed in with single sign-on without an invitation. Approve them with a role, or deny them.',
      requestedAt: 'Requested at',
      approve: 'Approve',
      approveLabel: 'Approve {{name}}',
      approveTitle: 'Approve {{name}}',
      approveIntro: '{{name}} gets an account with this platform role and these groups, and can sign in right away.',
      approvePending: 'Approving {{name}}…',
      approveDone: '{{name}} approved',
      approveFailed: 'Failed to approve {{name}}',
      deny: 'Deny',
      denyLabel: 'Deny {{name}}',
      denyTitle: 'Deny the request',
      denyConfirm: 'Deny {{name}}? Their request is removed; they can ask again by signing in.',
      denyPending: 'Denying {{name}}…',
      denyDone: '{{name}} denied',
      denyFailed: 'Failed to deny {{name}}',
      denyAll: 'Deny all',
      denyAllTitle: 'Deny every request',
      denyAllConfirm_one: 'Deny the {{count}} pending user? Their request is removed.',
      denyAllConfirm_other: 'Deny all {{count}} pending users? Their requests are removed.',
      denyAllPending: 'Denying every pending user…',
      denyAllDone: 'Every pending user denied',
      denyAllFailed: 'Failed to deny the pending users',
    },
  },
  pages: {
    newHost: 'New Host',
    createNetworkRole: 'Create Network Role',
    createUserGroup: 'Create User Group',
    networkRole: 'Network Role',
    userGroup: 'User Group',
    platformRole: 'Platform Role',
  },
  profile: {
    title: 'Profile',
    description: 'Your account on this server.',
    username: 'Username',
    role: 'Platform role',
    signInMethod: 'Sign-in method',
    basic_auth: 'Username and password',
    oauth: 'Single sign-on',
    loadFailed: 'Could not load your account',
    displayName: {
      label: 'Display name',
      hint: 'How the console shows you to other users.',
      save: 'Save name',
      pending: 'Saving your display name…',
      done: 'Display name saved',
      failed: 'Failed to save your display name',
    },
    password: {
      title: 'Change password',
      sso: 'You sign in with single sign-on, so you have no password here: change it with your identity provider.',
      current: 'Current password',
      currentRequired: 'Enter your current password',
      new: 'New password',
      submit: 'Change password',
      pending: 'Changing your password…',
      done: 'Password changed; your sessions on other browsers and devices have ended',
      failed: 'Failed to change your password',
    },
    sessions: {
      title: 'Sessions',
      description: 'The browsers and devices you are signed in on.',
      text: 'Signed in on a device you no longer trust, or lost one? Sign out everywhere: every session of yours ends at once, this one too. Changing your password does the same for your other sessions.',
      signOut: 'Sign out everywhere',
      confirm:
        'End every session of {{username}} on every browser and device, this one too? You sign in again afterwards. Hosts and their connections are not affected.',
      pending: 'Ending every session of yours…',
      done: 'Every session of yours has ended; sign in again to go on',
      failed: 'Failed to sign out everywhere',
    },
    networks: {
      title: 'Networks and roles',
      description: 'The networks you can reach and the role you hold in each.',
      admin: 'As an admin you manage every network, whatever your groups and network roles say.',
      none: 'You hold no network role yet. An admin can add you to a group or give you a role in a network.',
      network: 'Network',
      role: 'Role',
      givenBy: 'Given by',
      viaGroup: 'group {{group}}',
      direct: 'given to you directly',
      builtIn: {
        admin: 'Network admin',
        user: 'Network user',
      },
    },
  },
  error: {
    serverMalfunction: 'Error server malfunction',
    contactAdmin: 'Contact your server admin or check your network settings',
    billingError: 'Billing/Payment error occured',
    billingHint: "Check your tenant's billing settings in the",
    accountDashboard: 'account dashboard',
    causesTitle: 'It is usually one of these:',
    causes: {
      billing: {
        title: 'Billing Issues',
        text: 'A license or payment problem stops the server from working normally.',
      },
      database: {
        title: 'Database Reachability Issues',
        text: 'The server cannot reach its database, so it can neither read nor save anything.',
      },
      broker: {
        title: 'Broker Reachability Issues',
        text: 'The server cannot reach its message broker, so devices stop getting live updates.',
      },
      network: {
        title: 'Network Connectivity Issues',
        text: 'Your browser cannot reach the server. Check your internet connection, VPN or firewall.',
      },
    },
    causeState: { fine: 'Looks fine', problem: 'Problem', unknown: 'Unknown' },
    tryRestarting: 'If the problem persists, try restarting the server.',
    askToRestart: 'If the problem persists, ask a super-admin to restart the server.',
    restartAction: 'Restart server',
    restartConfirm: 'Confirm to restart server?',
    restartExplained: 'The server stops and starts again; the console reconnects on its own once it is back.',
    restarted: 'Server restarted',
    restartedText: 'The server is restarting. This may take some seconds to reflect.',
    restartFailed: 'Failed to restart server',
    dismiss: 'Dismiss',
  },
  hosts: {
    client: {
      title: 'Download Desktop client',
      platform: 'Platform',
      platforms: { windows: 'Windows', mac: 'Mac', linux: 'Linux', mobile: 'Mobile' },
      requirements: {
        windows: 'Requires Windows 7 SP1 or later.',
        mac: 'For Apple Silicon (ARM64) and Intel (AMD64) Macs.',
        linux: 'Packages for Ubuntu/Debian and Fedora/RedHat/CentOS/Rocky.',
        mobile: 'For iPhone, iPad and Android.',
      },
      downloadsNotConfigured:
        'Downloads are not configured on this console, so the files are named but not linked. Ask your administrator for them.',
      steps: {
        download: {
          title: 'Download the client',
          text: 'Pick the file for your machine; its version matches this server.',
        },
        installWindows: {
          title: 'Install it',
          text: 'Run the installer and follow its steps. Windows asks for administrator rights once.',
        },
        installMac: {
          title: 'Install it',
          text: 'Open the package and follow the installer. macOS asks for your password once.',
        },
        installLinux: { title: 'Install it', text: "Install the package with your distribution's package manager." },
        connect: {
          title: 'Connect to this server',
          text: 'Open the client, add a server with these details and sign in with your account.',
        },
        installApp: { title: 'Install the WireGuard app', text: 'Phones connect with the official WireGuard app.' },
        getConfig: {
          title: 'Get your connection',
          text: 'Ask your administrator for a remote access configuration for this phone; it comes as a QR code.',
        },
        scanConfig: {
          title: 'Scan and connect',
          text: 'In WireGuard, tap +, scan the QR code and switch the tunnel on.',
        },
      },
      downloads: {
        windows: 'Windows installer (x64)',
        macArm: 'Apple Silicon (ARM64)',
        macIntel: 'Intel (AMD64)',
        debian: 'Ubuntu/Debian package',
        redhat: 'Fedora/RedHat/CentOS/Rocky package',
        appStore: 'App Store',
        googlePlay: 'Google Play',
      },
      snippets: { debian: 'Ubuntu/Debian', redhat: 'Fedora/RedHat/CentOS/Rocky' },
      copyCommand: 'Copy the {{system}} command',
      details: { serverDomain: 'Server domain', tenantId: 'Tenant ID' },
      copyDetail: 'Copy {{detail}}',
    },
  },
  notices: {
    upgrade: {
      title: 'Upgrade Plan',
      intro: 'This server runs the Community edition. The Professional license unlocks:',
      features: {
        networks: { title: 'Unlimited networks', text: 'Give every team, site and customer a network of its own.' },
        oauth: {
          title: 'OAuth social sign-on',
          text: 'Let people sign in with Google, GitHub, Microsoft or your own identity provider.',
        },
        internetGateways: {
          title: 'Internet Gateways',
          text: "Send a device's internet traffic through a gateway you trust.",
        },
        relays: { title: 'Relays', text: 'Reach devices behind strict NATs and firewalls through a relay.' },
      },
      hostedHow: 'Choose a Professional plan in the account portal; your tenant switches over right away.',
      selfHostedHow: 'To switch this server to Pro, add this setting to its environment and restart it:',
      copySetting: 'Copy the setting',
      later: 'Maybe later',
      upgradeNow: 'Upgrade now',
    },
    newVersion: {
      title: 'New server version available',
      intro: 'Version {{latest}} is out; this server runs {{running}}. Upgrading takes a few minutes:',
      introUnknown: 'A newer version is out. Upgrading takes a few minutes:',
      latestTag: 'vX.Y.Z',
      steps: {
        connect: { title: 'Connect to the server', text: 'Open a shell on the machine that runs the server.' },
        tags: {
          title: 'Set the image tags',
          text: 'In the env file next to your compose file, set the server and UI image tags to the new version. The server tag has no enterprise suffix.',
        },
        restart: {
          title: 'Restart with the new images',
          text: 'In the folder of your compose file, take the stack down and bring it up again.',
        },
      },
      copyStep: 'Copy the commands for “{{step}}”',
      docs: 'Read the upgrade guide',
    },
    trial: {
      daysLeft: 'Your Pro trial ends on {{date}}, you have {{days}} days left on your trial.',
      lessThanADay: 'Your Pro trial ends on {{date}}, you have less than a day left on your trial.',
      ended: 'Your Pro trial has ended.',
      contactAdmin: 'To keep the Pro features, please contact your administrator to renew your license.',
    },
    networkLimit:
      'This server has reached the Community edition’s limit of {{limit}} networks. Upgrade to Pro for unlimited networks.',
    trialEnded: {
      title: 'Your Pro trial has ended',
      text: 'Pro features such as unlimited networks, OAuth sign-on, Internet Gateways and Relays stay off until the license is renewed.',
      adminNext: 'Upgrade to a Professional plan to switch them back on.',
      docs: 'About the Pro trial',
    },
  },
};

/** The plural forms English lacks but another language has, for a count text whose key ends `_other`. */
type OtherPluralForms<K> = K extends `${infer Base}_other` ? `${Base}_${'two' | 'few' | 'many'}` : never;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> } & {
  [K in OtherPluralForms<keyof T>]?: string;
};
/** The texts of a language: every English key, each a string, and the plural forms of its language. */
export type Translation = Shape<typeof en>;
