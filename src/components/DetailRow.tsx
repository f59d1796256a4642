import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One term and its value in a details list (`<dl>`). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 90 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Stack>
  );
}
