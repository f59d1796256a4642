import { translate } from '@domain/i18n';
import { linkMail } from '../mail/link-mail';
import type { Mail } from '../mail/mail';

/** "Confirm your email address": the account's own address, sent when the account is made. */
export function confirmAddressMail(to: string, league: string, link: string): Mail {
  return linkMail(to, link, {
    subject: translate('app.emailVerification.mailSubject', { league }),
    text: translate('app.emailVerification.mailText', { league, link }),
    intro: translate('app.emailVerification.mailHtmlIntro', { league }),
    action: translate('app.emailVerification.mailHtmlAction'),
    validity: translate('app.emailVerification.mailHtmlValidity'),
    ignore: translate('app.emailVerification.mailHtmlIgnore'),
  });
}

/** "Confirm your new email address": the address a player asked to move to. */
export function confirmNewAddressMail(to: string, league: string, link: string): Mail {
  return linkMail(to, link, {
    subject: translate('app.emailVerification.changeMailSubject', { league }),
    text: translate('app.emailVerification.changeMailText', { league, link }),
    intro: translate('app.emailVerification.changeMailHtmlIntro', { league }),
    action: translate('app.emailVerification.changeMailHtmlAction'),
    validity: translate('app.emailVerification.mailHtmlValidity'),
    ignore: translate('app.emailVerification.changeMailHtmlIgnore'),
  });
}
