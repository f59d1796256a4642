import { translate } from '@domain/i18n';
import { httpError } from '@server/http/http-error';

// The stats routes' failures: the same texts and codes as the users and teams modules' (which read ratings,
// so this module does not import theirs).

export const ratingErrors = {
  userNotFound: () => httpError(404, translate('app.profile.userNotFound'), { code: 'USER_NOT_FOUND' }),
  teamNotFound: () => httpError(404, translate('app.team.notFound'), { code: 'TEAM_NOT_FOUND' }),
};
