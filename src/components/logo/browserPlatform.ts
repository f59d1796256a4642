import type { LogoCanvas, LogoPlatform } from './processLogo';

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file.'));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file.'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded.'));
    image.src = src;
  });
}

function createCanvas(size: number): LogoCanvas<HTMLImageElement> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  return canvas;
}

/** The real FileReader, Image and canvas of a browser. */
export const browserLogoPlatform: LogoPlatform<HTMLImageElement> = { readDataUrl, loadImage, createCanvas };
