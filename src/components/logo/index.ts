import { browserLogoPlatform } from './browserPlatform';
import { processLogo } from './processLogo';

export { fitInSquare, LogoError, logoFileError, processLogo } from './processLogo';

/** processLogo with the browser's FileReader, Image and canvas. */
export function processLogoFile(file: File): Promise<string> {
  return processLogo(file, browserLogoPlatform);
}
