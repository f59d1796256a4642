import { API_PREFIX } from '@server/plugins/route-access';

// A logo's address holds the SHA-256 of its bytes: a changed logo gets a new URL, so each URL's answer can
// be cached for good.

export const LOGOS_PATH = '/logos';
const FILE_NAME = /^([0-9a-f]{64})\.png$/;

export function logoUrlOf(sha256: string): string {
  return `${API_PREFIX}${LOGOS_PATH}/${sha256}.png`;
}

/** The SHA-256 a logo file name (`<sha256>.png`) names, or null when it is not one. */
export function sha256OfFileName(fileName: string): string | null {
  return FILE_NAME.exec(fileName)?.[1] ?? null;
}
