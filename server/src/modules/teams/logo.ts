import { LOGO_MAX_DIMENSION_PX } from '../../../../domain/constants';
import { messages } from '../../../../domain/messages';
import { PNG_DATA_URL_PREFIX } from '../../../../domain/teams';
import { httpError } from '../../http/http-error';

// The domain's logoSchema has checked the data-URL prefix, the base64 and the decoded size; here we look
// inside: a PNG starts with its 8-byte signature and then the IHDR chunk holding width and height.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IHDR_LENGTH = 13;
const IHDR_END = 8 + 8 + IHDR_LENGTH;

function invalid(message: string) {
  return httpError(400, message, { code: 'INVALID_LOGO', errors: { logo: message } });
}

/** Throws a 400 unless the data URL holds a PNG of at most LOGO_MAX_DIMENSION_PX in each direction. */
export function checkPngLogo(dataUrl: string): void {
  const png = Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  const isPng =
    png.length >= IHDR_END &&
    png.subarray(0, 8).equals(PNG_SIGNATURE) &&
    png.readUInt32BE(8) === IHDR_LENGTH &&
    png.toString('latin1', 12, 16) === 'IHDR';
  if (!isPng) throw invalid(messages.team.logoNotPng);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width === 0 || height === 0) throw invalid(messages.team.logoNotPng);
  if (width > LOGO_MAX_DIMENSION_PX || height > LOGO_MAX_DIMENSION_PX) {
    throw invalid(messages.team.logoTooManyPixels);
  }
}
