// What a production server keeps to itself unless told otherwise: the API explorer (API_DOCS) and the
// browser app's source maps (SOURCE_MAPS). One rule for the server (config.ts) and the build
// (vite.config.ts): "on" or "off" when set, else on everywhere but NODE_ENV=production.

export type Switch = 'on' | 'off';

export function isProduction(nodeEnv: string | undefined): boolean {
  return nodeEnv?.trim() === 'production';
}

export function switchedOn(value: Switch | undefined, nodeEnv: string | undefined): boolean {
  return value === undefined ? !isProduction(nodeEnv) : value === 'on';
}
