import { messages } from '@domain/messages';
import type { Mail } from '../mail/queue';

const t = messages.passwordReset;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The reset mail, plain text and simple HTML, in the league's name. */
export function resetMail(to: string, league: string, link: string): Mail {
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(t.mailHtmlIntro(league))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.mailHtmlAction)}</a></p>`,
    `<p>${escapeHtml(t.mailHtmlValidity)}</p>`,
    `<p>${escapeHtml(t.mailHtmlIgnore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: t.mailSubject(league), text: t.mailText(league, link), html };
}
