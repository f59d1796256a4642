import { type TeamForm, type TeamFormValues, teamFormSchema } from '@domain/teams';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslate } from 'ra-core';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useSubmitGuard } from '@/components/useSubmitGuard';
import { TeamFormFields } from './TeamFormFields';
import { TeamReview } from './TeamReview';
import { createFailureText, useCreateTeam } from './useCreateTeam';

const EMPTY_FORM: TeamForm = { name: '', code: '', website: '', logo: '' };

// The API's own rules check the form (domain/teams.ts), so a rule and its message are written once.
const resolver = zodResolver(teamFormSchema);

interface CreateTeamDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The team creation flow: the form, Next (validates), the confirmation with its review,
 * then Submit; Go Back returns to the form with its values. Fields stay quiet until Next; after it, a
 * field with an error is checked again as it changes (TeamFormFields).
 */
export function CreateTeamDialog({ open, onClose }: CreateTeamDialogProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.teams.create.${key}`);
  const form = useForm<TeamForm, unknown, TeamFormValues>({
    resolver,
    defaultValues: EMPTY_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [review, setReview] = useState<TeamFormValues | null>(null);
  const create = useCreateTeam();
  const { busy, guard } = useSubmitGuard();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();

  const close = () => {
    form.reset(EMPTY_FORM);
    setReview(null);
    create.reset();
    onClose();
  };
  const next = form.handleSubmit(setReview);
  const goBack = () => {
    create.reset();
    setReview(null);
  };
  const submit = () => guard(async () => review && (await create.createTeam(review, close)));

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{text(review ? 'reviewTitle' : 'title')}</DialogTitle>
      <DialogContent>
        {review ? (
          <TeamReview
            team={review}
            error={create.error ? createFailureText(create.error, text('failed')) : null}
          />
        ) : (
          <FormProvider {...form}>
            <TeamFormFields />
          </FormProvider>
        )}
      </DialogContent>
      {review ? (
        <DialogActions>
          <Button onClick={goBack} disabled={busy}>
            {text('goBack')}
          </Button>
          <Button variant="contained" onClick={() => void submit()} loading={busy}>
            {text('submit')}
          </Button>
        </DialogActions>
      ) : (
        <DialogActions>
          <Button onClick={close}>{text('cancel')}</Button>
          <Button variant="contained" onClick={() => void next()}>
            {text('next')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
