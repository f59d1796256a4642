import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { CreateTeamDialog } from './CreateTeamDialog';

/** 'Create Team' opens the team form. */
export function CreateTeamButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('resources.teams.create.action')}
      </Button>
      <CreateTeamDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
