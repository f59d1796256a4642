import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { messages } from '../../../../domain/messages';
import { type TeamForm, teamFormErrors } from '../../../../domain/teams';
import { type TeamFormErrors, TeamFormFields } from './TeamFormFields';
import { TeamReview } from './TeamReview';
import { createFailureText, useCreateTeam } from './useCreateTeam';

const t = messages.teamForm;
const EMPTY_FORM: TeamForm = { name: '', code: '', website: '', logo: '' };

/**
 * The errors once the changed fields are checked again: a fixed field loses its error, one still wrong shows
 * what is wrong now. Fields without an error stay quiet until Next. Each field's rule reads that field alone.
 */
function recheck(errors: TeamFormErrors, changed: Partial<TeamForm>): TeamFormErrors {
  const found = teamFormErrors({ ...EMPTY_FORM, ...changed });
  const next = { ...errors };
  for (const field of Object.keys(changed) as (keyof TeamForm)[]) {
    if (!(field in next)) continue;
    if (found[field]) next[field] = found[field];
    else delete next[field];
  }
  return next;
}

interface CreateTeamDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC section 4's team creation flow: the form, Next (validates), the confirmation with its review,
 * then Submit; Go Back returns to the form with its values.
 */
export function CreateTeamDialog({ open, onClose }: CreateTeamDialogProps) {
  const [form, setForm] = useState<TeamForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<TeamFormErrors>({});
  const [step, setStep] = useState<'form' | 'review'>('form');
  const create = useCreateTeam();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();

  const close = () => {
    setForm(EMPTY_FORM);
    setErrors({});
    setStep('form');
    create.reset();
    onClose();
  };
  const next = () => {
    const found = teamFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep('review');
  };
  const goBack = () => {
    create.reset();
    setStep('form');
  };
  const submit = () => create.mutate(form, { onSuccess: close });
  const change = (changed: Partial<TeamForm>) => {
    setForm((current) => ({ ...current, ...changed }));
    setErrors((current) => recheck(current, changed));
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{step === 'form' ? t.title : t.reviewTitle}</DialogTitle>
      <DialogContent>
        {step === 'form' ? (
          <TeamFormFields
            form={form}
            errors={errors}
            onChange={change}
            onLogoError={(logo) => setErrors((current) => ({ ...current, logo }))}
          />
        ) : (
          <TeamReview form={form} error={create.isError ? createFailureText(create.error) : null} />
        )}
      </DialogContent>
      {step === 'form' ? (
        <DialogActions>
          <Button onClick={close}>{t.cancel}</Button>
          <Button variant="contained" onClick={next}>
            {messages.team.next}
          </Button>
        </DialogActions>
      ) : (
        <DialogActions>
          <Button onClick={goBack} disabled={create.isPending}>
            {messages.team.goBack}
          </Button>
          <Button variant="contained" onClick={submit} loading={create.isPending}>
            {messages.team.submit}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
