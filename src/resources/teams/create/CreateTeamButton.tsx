import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { lazyPart } from '@/lazyPart';

// The form and its validation (zod, react-hook-form) download when the button is first pressed, not with
// the pages that show the button.
const CreateTeamDialog = lazyPart(() =>
  import('./CreateTeamDialog').then((module) => module.CreateTeamDialog),
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
      {pressed && <CreateTeamDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
