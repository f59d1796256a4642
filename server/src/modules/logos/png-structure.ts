import { crc32, inflateSync } from 'node:zlib';

// The structure of a PNG file, checked before any decoder sees it: the signature, every chunk's length and
// CRC, IHDR first, IEND last with nothing after it, the pixel dimensions within a limit, and image data that
// inflates to exactly the size IHDR announces (never more: a small upload must not inflate to gigabytes).

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
}

/** Why a file is refused: not a well-formed PNG, or more pixels than allowed in a direction. */
export type PngRefusal = 'malformed' | 'tooManyPixels';

export class PngStructureError extends Error {
  override name = 'PngStructureError';
  constructor(
    readonly refusal: PngRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

const malformed = (detail: string) => new PngStructureError('malformed', detail);

/** Samples per pixel of each PNG colour type. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Adam7: [first column, first row, column step, row step] of each of the seven passes. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function parseHeader(data: Buffer, maxDimension: number): PngHeader {
  const header: PngHeader = {
    width: data.readUInt32BE(0),
    height: data.readUInt32BE(4),
    bitDepth: data[8]!,
    colorType: data[9]!,
    interlaced: data[12] === 1,
  };
  if (header.width === 0 || header.height === 0) throw malformed('an image without pixels');
  if (header.width > maxDimension || header.height > maxDimension) {
    throw new PngStructureError('tooManyPixels', `${header.width}x${header.height}`);
  }
  if (!BIT_DEPTHS[header.colorType]?.includes(header.bitDepth)) throw malformed('unknown pixel format');
  // Compression and filter methods have one defined value each; interlace has two.
  if (data[10] !== 0 || data[11] !== 0 || data[12]! > 1) throw malformed('unknown method in IHDR');
  return header;
}

/** The bytes of filtered scanlines (a filter-type byte per row) that the image data must inflate to. */
export function filteredDataBytes(header: PngHeader): number {
  const bitsPerPixel = CHANNELS[header.colorType]! * header.bitDepth;
  const scanlines = (width: number, height: number) =>
    width > 0 && height > 0 ? (Math.ceil((width * bitsPerPixel) / 8) + 1) * height : 0;
  if (!header.interlaced) return scanlines(header.width, header.height);
  return ADAM7.reduce(
    (total, [x0, y0, dx, dy]) =>
      total + scanlines(Math.ceil((header.width - x0) / dx), Math.ceil((header.height - y0) / dy)),
    0,
  );
}

/** Throws a PngStructureError unless `bytes` is one well-formed PNG file and nothing more. */
export function checkPngStructure(bytes: Buffer, maxDimension: number): PngHeader {
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw malformed('no PNG signature');
  }
  let header: PngHeader | undefined;
  const imageData: Buffer[] = [];
  let offset = PNG_SIGNATURE.length;
  for (;;) {
    if (offset + 12 > bytes.length) throw malformed('truncated before IEND');
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const dataEnd = offset + 8 + length;
    if (length > 0x7fffffff || dataEnd + 4 > bytes.length) throw malformed(`truncated ${type} chunk`);
    const crc = crc32(bytes.subarray(offset + 4, dataEnd));
    if (crc !== bytes.readUInt32BE(dataEnd)) throw malformed(`bad CRC in ${type} chunk`);
    const data = bytes.subarray(offset + 8, dataEnd);
    offset = dataEnd + 4;
    if (!header) {
      if (type !== 'IHDR' || length !== 13) throw malformed('IHDR is not the first chunk');
      header = parseHeader(data, maxDimension);
    } else if (type === 'IDAT') {
      imageData.push(data);
    } else if (type === 'IEND') {
      if (length !== 0) throw malformed('IEND with data');
      if (offset !== bytes.length) throw malformed('bytes after IEND');
      break;
    }
  }
  const expected = filteredDataBytes(header);
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.concat(imageData), { maxOutputLength: expected });
  } catch {
    throw malformed('image data that does not inflate to its announced size');
  }
  if (inflated.length !== expected) throw malformed('image data shorter than announced');
  return header;
}
