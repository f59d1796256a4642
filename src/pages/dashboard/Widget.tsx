import { WIDGET_HEIGHT } from '@domain/constants';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface WidgetProps {
  title: string;
  expanded: boolean;
  onToggle: () => void;
  /** Beside the title, e.g. a count. */
  badge?: ReactNode;
  /** Buttons of the header, shown while expanded. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A dashboard widget: a header that expands or collapses it, and a 300 px body. */
export function Widget({ title, expanded, onToggle, badge, actions, children }: WidgetProps) {
  const bodyId = useId();
  return (
    <Paper component="section" aria-label={title} elevation={expanded ? 8 : 2} sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        {/* The heading holds the button (not the other way round), so the title stays a heading and the
            button is named by what it shows: the title and its count. */}
        <Typography component="h2" variant="h6" sx={{ flex: 1, display: 'flex' }}>
          <ButtonBase
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={onToggle}
            sx={{
              flex: 1,
              justifyContent: 'flex-start',
              gap: 1,
              px: 2,
              py: 1.5,
              textAlign: 'left',
              font: 'inherit',
            }}
          >
            {title}
            {badge}
            <ExpandMoreIcon
              aria-hidden
              sx={{
                ml: 'auto',
                transition: 'transform 200ms',
                transform: expanded ? 'rotate(180deg)' : 'none',
              }}
            />
          </ButtonBase>
        </Typography>
        {expanded ? actions : null}
      </Box>
      {expanded ? (
        <Box
          id={bodyId}
          data-testid="widget-body"
          sx={{
            height: WIDGET_HEIGHT,
            overflowY: 'auto',
            px: 2,
            pb: 2,
            borderTop: 1,
            borderColor: 'divider',
            pt: 1.5,
          }}
        >
          {children}
        </Box>
      ) : null}
    </Paper>
  );
}
