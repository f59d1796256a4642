import { areFixturesOpen } from '@domain/match-rules';
import type { Season } from '@domain/seasons';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { text } from './resourceName';
import { useGenerateFixtures } from './useSeasonMutations';

/** The season's matches in the admin list, filtered to this season. */
const matchesOf = (season: Season) =>
  `/admin/matches?${new URLSearchParams({ filter: JSON.stringify({ seasonId: season.id }) })}`;

/** Generate (or regenerate) the fixtures during Registration or Live, after a confirmation; link to the matches. */
export function SeasonFixtures({ season }: { season: Season }) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { generate, isPending } = useGenerateFixtures(season);
  const label = translate(text('fixtures.generate'));
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate(text('fixtures.text'))}</Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {areFixturesOpen(season.status) ? (
          <Button variant="contained" loading={isPending} onClick={() => setConfirming(true)}>
            {label}
          </Button>
        ) : null}
        <Button component={RouterLink} to={matchesOf(season)}>
          {translate(text('fixtures.viewMatches'))}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={translate(text('fixtures.title'), { name: season.name })}
        text={translate(text('fixtures.dialogText'))}
        confirmLabel={label}
        onClose={() => setConfirming(false)}
        onConfirm={generate}
      />
    </Stack>
  );
}
