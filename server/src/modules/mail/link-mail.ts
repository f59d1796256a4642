import type { Mail } from './mail';

/** The words of a mail whose point is one link (texts from the catalogue, in the league's name). */
export interface LinkMailTexts {
  subject: string;
  /** The plain-text body; it carries the link itself. */
  text: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A mail with one link, as plain text and simple HTML. */
export function linkMail(to: string, link: string, texts: LinkMailTexts): Mail {
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(texts.validity)}</p>`,
    `<p>${escapeHtml(texts.ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: texts.subject, text: texts.text, html };
}
