import { messages } from '@domain/messages';
import { linkMail } from '../mail/link-mail';
import type { Mail } from '../mail/mail';

const t = messages.emailVerification;

/** "Confirm your email address": the account's own address, sent when the account is made. */
export function confirmAddressMail(to: string, league: string, link: string): Mail {
  return linkMail(to, link, {
    subject: t.mailSubject(league),
    text: t.mailText(league, link),
    intro: t.mailHtmlIntro(league),
    action: t.mailHtmlAction,
    validity: t.mailHtmlValidity,
    ignore: t.mailHtmlIgnore,
  });
}

/** "Confirm your new email address": the address a player asked to move to. */
export function confirmNewAddressMail(to: string, league: string, link: string): Mail {
  return linkMail(to, link, {
    subject: t.changeMailSubject(league),
    text: t.changeMailText(league, link),
    intro: t.changeMailHtmlIntro(league),
    action: t.changeMailHtmlAction,
    validity: t.mailHtmlValidity,
    ignore: t.changeMailHtmlIgnore,
  });
}
