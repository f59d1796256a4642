import { translate } from '@domain/i18n';
import { linkMail } from '../mail/link-mail';
import type { Mail } from '../mail/mail';

/** The reset mail, plain text and simple HTML, in the league's name. */
export function resetMail(to: string, league: string, link: string): Mail {
  return linkMail(to, link, {
    subject: translate('app.passwordReset.mailSubject', { league }),
    text: translate('app.passwordReset.mailText', { league, link }),
    intro: translate('app.passwordReset.mailHtmlIntro', { league }),
    action: translate('app.passwordReset.mailHtmlAction'),
    validity: translate('app.passwordReset.mailHtmlValidity'),
    ignore: translate('app.passwordReset.mailHtmlIgnore'),
  });
}
