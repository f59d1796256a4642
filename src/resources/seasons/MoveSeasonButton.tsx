import { nextSeasonStatus, type Season } from '@domain/seasons';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { text } from './resourceName';
import { useMoveSeason } from './useSeasonMutations';

/** "Move to <next stage>", after a confirmation: a season never goes back. Nothing once it is Finished. */
export function MoveSeasonButton({ season }: { season: Season }) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { moveSeason, isPending } = useMoveSeason();
  const next = nextSeasonStatus(season.status);
  if (!next) return <Typography color="text.secondary">{translate(text('finished'))}</Typography>;
  const nextLabel = translate(text(`status.${next}`));
  const moveLabel = translate(text('action.move'), { status: nextLabel });
  return (
    <>
      <Button variant="contained" color="secondary" loading={isPending} onClick={() => setConfirming(true)}>
        {moveLabel}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={translate(text('moveDialog.title'), { name: season.name, status: nextLabel })}
        text={translate(text(next === 'Live' ? 'moveDialog.liveText' : 'moveDialog.text'))}
        confirmLabel={moveLabel}
        onClose={() => setConfirming(false)}
        onConfirm={() => moveSeason(season, next)}
      />
    </>
  );
}
