import { LOGO_CANVAS_PX, LOGO_MAX_BYTES } from '@domain/constants';
import { PNG_DATA_URL_PREFIX } from '@domain/teams';
import { i18nProvider } from '@/i18n';

// The team logo upload: PNG only, under 1 MB, drawn onto a 100x100 transparent canvas
// keeping its proportions (centred) and exported as a PNG data URL.

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/** The parts of a 2D context the logo needs. */
export interface LogoContext<TImage> {
  clearRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: TImage, x: number, y: number, width: number, height: number): void;
}

export interface LogoCanvas<TImage> {
  getContext(kind: '2d'): LogoContext<TImage> | null;
  toDataURL(type: 'image/png'): string;
}

/** What the browser supplies; tests inject fakes (jsdom has no canvas). */
export interface LogoPlatform<TImage extends Size> {
  readDataUrl(file: Blob): Promise<string>;
  loadImage(src: string): Promise<TImage>;
  createCanvas(size: number): LogoCanvas<TImage>;
}

/** The largest rectangle of the image's proportions that fits a `box` square, centred in it. */
export function fitInSquare(image: Size, box: number): Rect {
  if (!(image.width > 0 && image.height > 0)) throw new Error('The image has no size.');
  const scale = Math.min(box / image.width, box / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: (box - width) / 2, y: (box - height) / 2, width, height };
}

/** Why a file was refused before any processing: its catalogue message, or null when it may go on. */
export function logoFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (file.type !== 'image/png') return i18nProvider.translate('app.errors.logo.invalid');
  if (file.size >= LOGO_MAX_BYTES) return i18nProvider.translate('app.errors.logo.tooLarge');
  return null;
}

/** A refusal that carries the text to show. */
export class LogoError extends Error {
  override name = 'LogoError';
}

async function drawLogo<TImage extends Size>(file: Blob, platform: LogoPlatform<TImage>): Promise<string> {
  const image = await platform.loadImage(await platform.readDataUrl(file));
  const canvas = platform.createCanvas(LOGO_CANVAS_PX);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context.');
  const rect = fitInSquare(image, LOGO_CANVAS_PX);
  context.clearRect(0, 0, LOGO_CANVAS_PX, LOGO_CANVAS_PX);
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height);
  const dataUrl = canvas.toDataURL('image/png');
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) throw new Error('The canvas did not export a PNG.');
  return dataUrl;
}

/** The logo as a 100x100 PNG data URL; rejects with a LogoError carrying the catalogue's message. */
export async function processLogo<TImage extends Size>(
  file: File,
  platform: LogoPlatform<TImage>,
): Promise<string> {
  const refusal = logoFileError(file);
  if (refusal) throw new LogoError(refusal);
  try {
    return await drawLogo(file, platform);
  } catch {
    throw new LogoError(i18nProvider.translate('app.errors.logo.failed'));
  }
}
