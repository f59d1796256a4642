import type { Rating } from '@domain/ratings';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

/**
 * A rating as the league shows it: the ordinal, one decimal, with what it means on hover or focus (it starts at
 * 0 and is often negative), and "Provisional" until five rated matches. Spans, so that it may sit in a line of
 * text (a phone list row's secondary text).
 */
export function RatingBadge({ rating }: { rating: Rating }) {
  const translate = useTranslate();
  return (
    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* describeChild: the explanation describes the number and leaves it the name. */}
      <Tooltip title={translate('app.ratings.ratingExplained')} describeChild>
        <Typography
          component="span"
          tabIndex={0}
          sx={{ fontWeight: 600, textDecoration: 'underline dotted', cursor: 'help' }}
        >
          {translate('app.ratings.ratingValue', { ordinal: rating.ordinal.toFixed(1) })}
        </Typography>
      </Tooltip>
      {rating.provisional ? (
        <Chip component="span" size="small" label={translate('app.ratings.provisional')} />
      ) : null}
    </Stack>
  );
}
