import { translate } from './i18n';
import { z } from './zod';

// The settings a league's managers choose for the whole league (GET/PUT /league-settings/{id}).

export const leagueSettingsSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Whether accounts that have not confirmed their email address may join teams and check in. */
    unverifiedMayPlay: z.boolean(),
  })
  .meta({ id: 'LeagueSettings' });
export type LeagueSettings = z.infer<typeof leagueSettingsSchema>;

export const leagueSettingsUpdateSchema = z.object({
  unverifiedMayPlay: z.boolean({ error: translate('resources.league-settings.unverifiedMayPlayInvalid') }),
});
export type LeagueSettingsUpdate = z.infer<typeof leagueSettingsUpdateSchema>;
