import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'ra-core';
import { lazy, Suspense, useState } from 'react';

// The form and its validation (zod, react-hook-form) download when the button is first pressed, not with
// the pages that show the button.
const CreateTeamDialog = lazy(() =>
  import('./CreateTeamDialog').then((module) => ({ default: module.CreateTeamDialog })),
);

/** 'Create Team' opens the team form. */
export function CreateTeamButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so that closing plays the dialog's exit transition.
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
      >
        {translate('resources.teams.create.action')}
      </Button>
      {pressed && (
        <Suspense
          fallback={
            <CircularProgress size={20} sx={{ ml: 1 }} aria-label={translate('app.layout.loading')} />
          }
        >
          <CreateTeamDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
