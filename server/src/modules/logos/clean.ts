import { createHash } from 'node:crypto';
import { LOGO_CANVAS_PX, LOGO_MAX_DIMENSION_PX } from '@domain/constants';
import { translate } from '@domain/i18n';
import { PNG_DATA_URL_PREFIX } from '@domain/teams';
import { httpError } from '@server/http/http-error';
import { PNG } from 'pngjs';
import { fitIntoSquare } from './fit';
import { checkPngStructure, PngStructureError } from './png-structure';

// A team logo as the server stores it: the uploaded PNG decoded and drawn afresh onto a transparent
// LOGO_CANVAS_PX square, so what is served is our encoder's output and never the uploaded bytes (nothing
// appended, no extra chunks, always the same size). The domain's logoSchema has already checked the
// data-URL prefix, the base64 and the 1 MB limit.

export interface CleanLogo {
  /** A LOGO_CANVAS_PX x LOGO_CANVAS_PX RGBA PNG. */
  png: Buffer;
  /** Hex SHA-256 of `png`: the logo's address and ETag. */
  sha256: string;
}

function invalid(message: string) {
  return httpError(400, message, { code: 'INVALID_LOGO', errors: { logo: message } });
}

/** Decodes a PNG file and draws it onto the logo canvas; throws a PngStructureError or the decoder's error. */
export function redrawPng(file: Buffer): Buffer {
  checkPngStructure(file, LOGO_MAX_DIMENSION_PX);
  const decoded = PNG.sync.read(file);
  const fitted = fitIntoSquare(decoded, LOGO_CANVAS_PX);
  const canvas = new PNG({ width: fitted.width, height: fitted.height });
  canvas.data = Buffer.from(fitted.data.buffer, fitted.data.byteOffset, fitted.data.byteLength);
  return PNG.sync.write(canvas, { colorType: 6 });
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The clean logo of a PNG data URL, or a 400 (INVALID_LOGO) when it does not hold a PNG that decodes. */
export function cleanLogo(dataUrl: string): CleanLogo {
  const file = Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
  let png: Buffer;
  try {
    png = redrawPng(file);
  } catch (error) {
    const tooManyPixels = error instanceof PngStructureError && error.refusal === 'tooManyPixels';
    throw invalid(
      tooManyPixels
        ? translate('resources.teams.team.logoTooManyPixels')
        : translate('resources.teams.team.logoNotPng'),
    );
  }
  return { png, sha256: sha256Hex(png) };
}
