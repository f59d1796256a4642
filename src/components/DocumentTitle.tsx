import { useTranslate } from 'ra-core';

/** The browser tab's title while the page showing it is open ("Fixtures · VR Paintball League"). */
export function DocumentTitle({ page }: { page: string }) {
  const translate = useTranslate();
  // React puts a <title> rendered anywhere into the document's head, and takes it out on unmount.
  return <title>{translate('app.layout.documentTitle', { page })}</title>;
}
