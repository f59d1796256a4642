import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DocumentTitle } from './DocumentTitle';

/**
 * A signed-in screen: full width up to `maxWidth`, centred, with its title as the page's heading and in the
 * browser tab's title.
 */
export function Page({
  title,
  documentTitle = title,
  maxWidth = 1100,
  children,
}: {
  title: string;
  /** The browser tab's title when it must tell this page from another of the same heading. */
  documentTitle?: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ width: '100%', maxWidth, mx: 'auto', px: { xs: 1, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <DocumentTitle page={documentTitle} />
      <Typography component="h1" variant="h4" sx={{ mb: 3, fontSize: { xs: '1.7rem', sm: '2.1rem' } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
