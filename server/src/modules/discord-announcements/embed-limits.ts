import type { DiscordEmbed } from '@domain/discord-announcements';

// Discord refuses an embed past its limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits)
// with a 400, which would fail the announcement for good: texts are cut to fit before they are queued.

export const EMBED_LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  /** Title, description and every field name and value together. */
  total: 6000,
} as const;

const ELLIPSIS = '…';

/**
 * `text` in at most `max` UTF-16 units (never fewer characters than Discord counts), ending in an ellipsis
 * when cut, never splitting a surrogate pair; an empty text stays empty.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= ELLIPSIS.length) return '';
  let end = max - ELLIPSIS.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}${ELLIPSIS}`;
}

/** The embed cut to Discord's limits: the title first, then the description, then fields while they fit. */
export function fitEmbed(embed: DiscordEmbed): DiscordEmbed {
  const title = clip(embed.title, EMBED_LIMITS.title);
  let budget = EMBED_LIMITS.total - title.length;
  const description = embed.description
    ? clip(embed.description, Math.min(EMBED_LIMITS.description, budget))
    : '';
  budget -= description.length;
  const fields: NonNullable<DiscordEmbed['fields']> = [];
  for (const field of (embed.fields ?? []).slice(0, EMBED_LIMITS.fields)) {
    const name = clip(field.name, EMBED_LIMITS.fieldName);
    const value = clip(field.value, EMBED_LIMITS.fieldValue);
    // Discord refuses empty field names and values.
    if (!name || !value || name.length + value.length > budget) continue;
    budget -= name.length + value.length;
    fields.push({ name, value, ...(field.inline === undefined ? {} : { inline: field.inline }) });
  }
  return {
    title,
    ...(description ? { description } : {}),
    ...(embed.color === undefined ? {} : { color: embed.color }),
    ...(embed.timestamp ? { timestamp: embed.timestamp } : {}),
    ...(fields.length > 0 ? { fields } : {}),
  };
}
