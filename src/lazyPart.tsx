import CircularProgress from '@mui/material/CircularProgress';
import type { ComponentType } from 'react';
import { translatePublic as translate } from './i18n/public';
import { downloadOnce, useDownload } from './useDownload';

/**
 * A part of a page whose code downloads when the part is first drawn, not with the page: a form and what
 * only it needs (react-hook-form, zod, MUI's inputs) stay off the pages of visitors who never see it. A
 * small spinner stands in its place until the code arrives; a failed download goes to the error boundary.
 */
export function lazyPart<Props extends object>(
  importPart: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const part = downloadOnce(importPart);
  return function LazyPart(props: Props) {
    const Part = useDownload(part.load, part.arrived());
    return Part ? (
      <Part {...props} />
    ) : (
      <CircularProgress size={20} sx={{ m: 1 }} aria-label={translate('app.layout.loading')} />
    );
  };
}
