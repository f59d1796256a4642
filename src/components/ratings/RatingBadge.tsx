import type { Rating } from '@domain/ratings';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

/** A rating as the league shows it: the ordinal, one decimal, and "Provisional" until five rated matches. */
export function RatingBadge({ rating }: { rating: Rating }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {translate('app.ratings.ratingValue', { ordinal: rating.ordinal.toFixed(1) })}
      </Typography>
      {rating.provisional ? <Chip size="small" label={translate('app.ratings.provisional')} /> : null}
    </Stack>
  );
}
