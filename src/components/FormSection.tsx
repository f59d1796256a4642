import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ResponsiveStyleValue } from '@mui/system';
import { type FormEvent, type ReactNode, useId } from 'react';

interface FormSectionProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** The grid's columns per breakpoint. */
  columns: ResponsiveStyleValue<string>;
  children: ReactNode;
}

/** A screen's create form: a region named by its heading, the fields in a responsive grid. */
export function FormSection({ title, onSubmit, columns, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} elevation={4} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: columns }}
      >
        {children}
      </Box>
    </Paper>
  );
}
