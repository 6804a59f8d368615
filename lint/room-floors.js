// The floors of each part's top folder, from the top floor down (docs/architecture.md, Rooms): a room
// may import rooms on its own floor or below, never above. Folders not named here only have to stay
// free of circles. A new file or folder at a part's top needs its floor here.
export const PARTS = ['server/src', 'console/src', 'agent/src', 'contract/src', 'e2e', 'bench'];

export const FLOORS = {
  'server/src': [
    ['main.ts', 'cli'],
    ['app.ts'],
    ['shared-changes.ts'],
    ['features'],
    ['app-context.ts'],
    ['audit', 'openapi', 'cluster', 'monitoring'],
    ['access', 'mesh'],
    ['http'],
    ['store', 'log-destination.ts'],
    [
      'config.ts',
      'time.ts',
      'api-error.ts',
      'sha256.ts',
      'random-base32.ts',
      'restart-exit-code.ts',
      'live-hub.ts',
      'cli-error.ts',
      'load-when-used.ts',
      'qr-code.ts',
    ],
  ],
  'console/src': [
    ['main.tsx'],
    ['app'],
    ['features'],
    ['components', 'server-status'],
    ['api'],
    ['session'],
    ['i18n', 'navigation', 'vite-env.d.ts'],
  ],
  'agent/src': [
    ['netloom-agent.ts', 'netloom-agent-executable.ts'],
    ['cli'],
    ['sync'],
    ['dns'],
    ['host-facts.ts', 'state'],
    ['firewall', 'wireguard', 'nat', 'server'],
    ['desired.ts', 'system', 'log.ts', 'agent-error.ts', 'checked.ts'],
  ],
  'contract/src': [['index.ts'], ['models'], ['rules', 'format']],
};
