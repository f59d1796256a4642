import { translatePublic } from '../i18n/public';

/**
 * The browser tab's title while the page showing it is open ("Fixtures · VR Paintball League"). The access
 * gate and the landing page render without react-admin, so the title comes from the public catalogue, which
 * the app's i18nProvider serves under the same key.
 */
export function DocumentTitle({ page }: { page: string }) {
  // React puts a <title> rendered anywhere into the document's head, and takes it out on unmount.
  return <title>{translatePublic('app.layout.documentTitle', { page })}</title>;
}
