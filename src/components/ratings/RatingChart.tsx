import type { RatingHistoryPoint } from '@domain/ratings';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** Where each point goes in the chart's box: oldest left, the highest ordinal at the top. */
export function chartPoints(points: readonly RatingHistoryPoint[]): { x: number; y: number }[] {
  const ordinals = points.map((point) => point.ordinal);
  const low = Math.min(...ordinals);
  const high = Math.max(...ordinals);
  const span = high - low || 1;
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  return points.map((point, index) => ({
    x: points.length > 1 ? PAD + index * step : WIDTH / 2,
    y: PAD + ((high - point.ordinal) / span) * (HEIGHT - 2 * PAD),
  }));
}

/** The rating (ordinal) after each rated match as a line: an SVG that scales to the width it gets. */
export function RatingChart({ points }: { points: readonly RatingHistoryPoint[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  if (points.length === 0)
    return <Typography color="text.secondary">{translate('app.ratings.noHistory')}</Typography>;
  const placed = chartPoints(points);
  const first = points[0]!.ordinal;
  const last = points[points.length - 1]!.ordinal;
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={translate('app.ratings.chartLabel', { points: points.length })}
      >
        <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill="none" stroke={theme.palette.divider} />
        <polyline
          points={placed.map(({ x, y }) => `${x},${y}`).join(' ')}
          fill="none"
          stroke={theme.palette.primary.main}
          strokeWidth={2}
        />
        {placed.map(({ x, y }, index) => (
          <circle key={points[index]!.matchId} cx={x} cy={y} r={3} fill={theme.palette.primary.main} />
        ))}
      </svg>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="caption">{first.toFixed(1)}</Typography>
        <Typography variant="caption">{last.toFixed(1)}</Typography>
      </Box>
    </Box>
  );
}
