// Fits an image into a transparent square keeping its proportions, centred (what the browser's logo canvas
// does): an area-averaging resample, so a large logo is shrunk without aliasing and each edge pixel that the
// image only partly covers gets partial alpha. Colours are averaged weighted by alpha, so transparent
// pixels do not darken the edges.

/** 8-bit RGBA, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

type Weights = Array<Array<[source: number, weight: number]>>;

/**
 * For each target pixel along one axis, the source pixels it covers and how much of it each one fills.
 * `offset` is where the scaled image starts in the target, `scale` the target pixels per source pixel.
 */
function axisWeights(sourceLength: number, targetLength: number, offset: number, scale: number): Weights {
  return Array.from({ length: targetLength }, (_, target) => {
    const start = Math.max(0, (target - offset) / scale);
    const end = Math.min(sourceLength, (target + 1 - offset) / scale);
    const weights: Array<[number, number]> = [];
    for (let source = Math.floor(start); source < end; source += 1) {
      const covered = Math.min(end, source + 1) - Math.max(start, source);
      if (covered > 0) weights.push([source, covered * scale]);
    }
    return weights;
  });
}

export function fitIntoSquare(image: RgbaImage, size: number): RgbaImage {
  const scale = Math.min(size / image.width, size / image.height);
  const columns = axisWeights(image.width, size, (size - image.width * scale) / 2, scale);
  const rows = axisWeights(image.height, size, (size - image.height * scale) / 2, scale);
  const data = new Uint8Array(size * size * 4);
  const { data: source, width } = image;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let alpha = 0;
      let red = 0;
      let green = 0;
      let blue = 0;
      for (const [sy, wy] of rows[y]!) {
        for (const [sx, wx] of columns[x]!) {
          const at = (sy * width + sx) * 4;
          const weight = wx * wy * source[at + 3]!;
          alpha += weight;
          red += weight * source[at]!;
          green += weight * source[at + 1]!;
          blue += weight * source[at + 2]!;
        }
      }
      if (alpha <= 0) continue;
      const out = (y * size + x) * 4;
      data[out] = Math.round(red / alpha);
      data[out + 1] = Math.round(green / alpha);
      data[out + 2] = Math.round(blue / alpha);
      data[out + 3] = Math.min(255, Math.round(alpha));
    }
  }
  return { width: size, height: size, data };
}
