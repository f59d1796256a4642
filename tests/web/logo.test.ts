import { LOGO_CANVAS_PX, LOGO_MAX_BYTES } from '@domain/constants';
import { translate } from '@domain/i18n';
import { describe, expect, it } from 'vitest';
import {
  fitInSquare,
  type LogoCanvas,
  type LogoPlatform,
  processLogo,
  type Rect,
  type Size,
} from '@/components/logo/processLogo';

const PNG_OUT = 'data:image/png;base64,iVBORw0KGgo=';

interface FakeOptions {
  image?: Size;
  loadFails?: boolean;
  noContext?: boolean;
  exported?: string;
}

/** A platform whose canvas records what is drawn; jsdom has no canvas of its own. */
function fakePlatform({
  image = { width: 100, height: 100 },
  loadFails,
  noContext,
  exported = PNG_OUT,
}: FakeOptions) {
  const drawn: Rect[] = [];
  const canvases: number[] = [];
  const canvas: LogoCanvas<Size> = {
    getContext: () =>
      noContext
        ? null
        : {
            clearRect: () => {},
            drawImage: (_image, x, y, width, height) => drawn.push({ x, y, width, height }),
          },
    toDataURL: () => exported,
  };
  const platform: LogoPlatform<Size> = {
    readDataUrl: async () => 'data:image/png;base64,AAAA',
    loadImage: async () => {
      if (loadFails) throw new Error('broken');
      return image;
    },
    createCanvas: (size) => {
      canvases.push(size);
      return canvas;
    },
  };
  return { platform, drawn, canvases };
}

function pngFile(bytes = 10, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], 'logo.png', { type });
}

describe('fitInSquare', () => {
  it('keeps a wide image’s proportions and centres it vertically', () => {
    expect(fitInSquare({ width: 400, height: 200 }, 100)).toEqual({ x: 0, y: 25, width: 100, height: 50 });
  });

  it('keeps a tall image’s proportions and centres it horizontally', () => {
    expect(fitInSquare({ width: 30, height: 120 }, 100)).toEqual({ x: 37.5, y: 0, width: 25, height: 100 });
  });

  it('scales a small square image up to the whole square', () => {
    expect(fitInSquare({ width: 50, height: 50 }, 100)).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });

  it('refuses an image without size', () => {
    expect(() => fitInSquare({ width: 0, height: 10 }, 100)).toThrow();
  });
});

describe('processLogo', () => {
  it('draws the image proportionally onto a 100x100 canvas and answers a PNG data URL', async () => {
    const { platform, drawn, canvases } = fakePlatform({ image: { width: 300, height: 150 } });
    await expect(processLogo(pngFile(), platform)).resolves.toBe(PNG_OUT);
    expect(canvases).toEqual([LOGO_CANVAS_PX]);
    expect(drawn).toEqual([{ x: 0, y: 25, width: 100, height: 50 }]);
  });

  it('refuses a file that is not a PNG', async () => {
    const { platform } = fakePlatform({});
    await expect(processLogo(pngFile(10, 'image/jpeg'), platform)).rejects.toThrow(
      translate('app.errors.logo.invalid'),
    );
  });

  it('refuses a file of 1 MB or more', async () => {
    const { platform } = fakePlatform({});
    await expect(processLogo(pngFile(LOGO_MAX_BYTES), platform)).rejects.toThrow(
      translate('app.errors.logo.tooLarge'),
    );
  });

  it.each<[string, FakeOptions]>([
    ['the image does not decode', { loadFails: true }],
    ['there is no 2D context', { noContext: true }],
    ['the canvas exports no PNG', { exported: 'data:,' }],
  ])('says it failed to process the image when %s', async (_case, options) => {
    const { platform } = fakePlatform(options);
    await expect(processLogo(pngFile(), platform)).rejects.toThrow(translate('app.errors.logo.failed'));
  });
});
