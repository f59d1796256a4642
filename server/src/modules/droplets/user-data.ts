// The cloud-init user_data of every machine created through Server management: a
// shell script that writes the game server's settings to a root-only environment file and starts the
// game-server service that the snapshot carries. The game server announces its own id, droplet-<id>, read
// from DigitalOcean's metadata service on first boot. The script holds the machine's own game-server
// credential (GAME_SERVER_CREDENTIAL, good for droplet-<id> only), never the shared GAME_SERVER_TOKEN: it is
// sent to the provider and never logged.

export const GAME_SERVER_DIR = '/opt/vr-paintball';
export const GAME_SERVER_ENV_FILE = '/etc/vr-paintball/game-server.env';
export const GAME_SERVER_UNIT = 'vr-paintball-game-server.service';
const GATEWAY_PATH = '/api/game-servers/ws';

export interface UserDataInput {
  /** The app's public URL (PUBLIC_URL); the game server connects to its WebSocket gateway. */
  backendUrl: string;
  /** The machine's own credential secret (gsc_…), which the game server presents as its token. */
  gameServerCredential: string;
  /** The 4-digit code of the game session this machine will be asked to host, when it hosts one. */
  code?: string;
}

/** DigitalOcean's droplet metadata: the droplet's own id. */
export const METADATA_ID_URL = 'http://169.254.169.254/metadata/v1/id';

/** ws(s)://host/api/game-servers/ws for an http(s) base URL. */
export function gatewayUrl(backendUrl: string): string {
  const url = new URL(GATEWAY_PATH, backendUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** A value of a systemd EnvironmentFile: double-quoted with backslash escapes; a line break is refused. */
function envValue(value: string): string {
  if (/[\r\n\0]/.test(value)) throw new Error('A game-server setting may not contain line breaks');
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

export function buildUserData(input: UserDataInput): string {
  const settings = [
    `GAME_SERVER_URL=${envValue(gatewayUrl(input.backendUrl))}`,
    `GAME_SERVER_CREDENTIAL=${envValue(input.gameServerCredential)}`,
    ...(input.code === undefined ? [] : [`GAME_SESSION_CODE=${envValue(input.code)}`]),
  ];
  return [
    '#!/bin/bash',
    'set -euo pipefail',
    'umask 077',
    `mkdir -p ${GAME_SERVER_ENV_FILE.slice(0, GAME_SERVER_ENV_FILE.lastIndexOf('/'))}`,
    // A quoted delimiter: the shell expands nothing inside.
    `cat > ${GAME_SERVER_ENV_FILE} <<'VR_PAINTBALL_SETTINGS'`,
    ...settings,
    'VR_PAINTBALL_SETTINGS',
    // The id is digits only; the line is outside the quoted heredoc so the shell runs the lookup.
    `echo "GAME_SERVER_CLIENT_ID=\\"droplet-$(curl -sf --retry 10 ${METADATA_ID_URL})\\"" >> ${GAME_SERVER_ENV_FILE}`,
    `chmod 600 ${GAME_SERVER_ENV_FILE}`,
    `cat > /etc/systemd/system/${GAME_SERVER_UNIT} <<'VR_PAINTBALL_UNIT'`,
    '[Unit]',
    'Description=VR Paintball game server',
    'After=network-online.target',
    'Wants=network-online.target',
    '[Service]',
    `EnvironmentFile=${GAME_SERVER_ENV_FILE}`,
    `WorkingDirectory=${GAME_SERVER_DIR}`,
    `ExecStart=${GAME_SERVER_DIR}/game-server`,
    'Restart=always',
    'RestartSec=5',
    '[Install]',
    'WantedBy=multi-user.target',
    'VR_PAINTBALL_UNIT',
    'systemctl daemon-reload',
    `systemctl enable --now ${GAME_SERVER_UNIT}`,
    '',
  ].join('\n');
}

/** The machine's credential secret written by buildUserData, or null when the script holds none. */
export function credentialOfUserData(userData: string): string | null {
  const quoted = /^GAME_SERVER_CREDENTIAL="((?:[^"\\]|\\.)*)"$/m.exec(userData)?.[1];
  return quoted === undefined ? null : quoted.replace(/\\(.)/g, '$1');
}
