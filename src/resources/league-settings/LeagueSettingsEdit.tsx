import { leagueSettingsUpdateSchema } from '@domain/league-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { EditBase, Form, useNotify, useTranslate } from 'ra-core';
import { BooleanInput, SaveButton } from 'ra-ui-materialui';
import { Page } from '@/components/Page';
import { text } from './resourceName';

// PUT /league-settings/{id}'s own schema checks the form.
const resolver = zodResolver(leagueSettingsUpdateSchema);

/** /league-settings/1 (league managers): the rules the league sets for everyone, saved with one button. */
export default function LeagueSettingsEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Page title={translate(text('name'))} maxWidth={720}>
      <EditBase
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{ onSuccess: () => notify(text('saved'), { type: 'success' }) }}
      >
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <Form resolver={resolver}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <BooleanInput source="unverifiedMayPlay" helperText={text('help.unverifiedMayPlay')} />
              <SaveButton />
            </Stack>
          </Form>
        </Paper>
      </EditBase>
    </Page>
  );
}
