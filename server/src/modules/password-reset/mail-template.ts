import { messages } from '@domain/messages';
import { linkMail } from '../mail/link-mail';
import type { Mail } from '../mail/mail';

const t = messages.passwordReset;

/** The reset mail, plain text and simple HTML, in the league's name. */
export function resetMail(to: string, league: string, link: string): Mail {
  return linkMail(to, link, {
    subject: t.mailSubject(league),
    text: t.mailText(league, link),
    intro: t.mailHtmlIntro(league),
    action: t.mailHtmlAction,
    validity: t.mailHtmlValidity,
    ignore: t.mailHtmlIgnore,
  });
}
