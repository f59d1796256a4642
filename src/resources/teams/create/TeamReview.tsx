import { LOGO_HINT_PX } from '@domain/constants';
import type { TeamFormValues } from '@domain/teams';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

function ReviewLine({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The confirmation's review of the team about to be submitted for admin approval. */
export function TeamReview({ team, error }: { team: TeamFormValues; error: string | null }) {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.teams.create.${key}`);
  return (
    <Stack spacing={2}>
      <Typography>{text('reviewText')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          src={team.logo}
          alt={text('logoPreview')}
          sx={{ width: LOGO_HINT_PX, height: LOGO_HINT_PX }}
        />
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          <ReviewLine label={text('name')} value={team.name} />
          <ReviewLine label={text('code')} value={team.code} />
          <ReviewLine
            label={text('website')}
            value={team.website ?? translate('resources.teams.noWebsite')}
          />
        </Stack>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
