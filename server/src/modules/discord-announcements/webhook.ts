import type { DiscordEmbed } from '@domain/discord-announcements';
import { z } from 'zod';

// One POST to a Discord webhook (https://discord.com/developers/docs/resources/webhook#execute-webhook) and
// what its answer means for the announcement: taken, to try again later, or refused for good.

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The longest rate-limit wait honoured as given; a longer one is waited in steps of this. */
const MAX_RATE_LIMIT_WAIT_MS = 60 * 60 * 1000;
const ERROR_TEXT_MAX = 1000;

export type WebhookAnswer =
  /** Discord took it; `pauseMs` when the bucket is empty and the next post must wait. */
  | { kind: 'sent'; pauseMs: number }
  /** 429: this announcement and every post after it wait `retryAfterMs`. */
  | { kind: 'rateLimited'; retryAfterMs: number; global: boolean; error: string }
  /** A 5xx, a timeout or a network error: worth trying again after a back-off. */
  | { kind: 'unavailable'; error: string }
  /** Any other 4xx (a bad embed, an unknown webhook): trying again would get the same answer. */
  | { kind: 'refused'; error: string };

const rateLimitBody = z.object({
  retry_after: z.number().nonnegative(),
  global: z.boolean().optional(),
  message: z.string().optional(),
});
const errorBody = z.object({ code: z.number().optional(), message: z.string().optional() }).loose();

const seconds = (value: string | null) => {
  const parsed = value === null ? Number.NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed * 1000 : null;
};

function rateLimited(response: Response, body: unknown): WebhookAnswer {
  const parsed = rateLimitBody.safeParse(body);
  const waitMs =
    (parsed.success ? parsed.data.retry_after * 1000 : null) ??
    seconds(response.headers.get('retry-after')) ??
    seconds(response.headers.get('x-ratelimit-reset-after')) ??
    1000;
  const global = parsed.data?.global === true || response.headers.get('x-ratelimit-global') === 'true';
  return {
    kind: 'rateLimited',
    retryAfterMs: Math.min(Math.ceil(waitMs), MAX_RATE_LIMIT_WAIT_MS),
    global,
    error: `429 ${global ? 'global ' : ''}rate limit: retry after ${waitMs} ms`,
  };
}

function describeError(status: number, body: unknown, text: string): string {
  const parsed = errorBody.safeParse(body);
  const detail = parsed.success
    ? [parsed.data.code, parsed.data.message, parsed.data.errors ? JSON.stringify(parsed.data.errors) : null]
        .filter((part) => part !== undefined && part !== null)
        .join(' ')
    : text;
  return `${status} ${detail}`.trim().slice(0, ERROR_TEXT_MAX);
}

/** Posts the embed (`wait=true`: Discord answers once the message exists); never throws. */
export async function postEmbed(
  webhookUrl: string,
  embed: DiscordEmbed,
  signal: AbortSignal,
): Promise<WebhookAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${webhookUrl}?wait=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Team and season names are user input: they never ping anyone.
      body: JSON.stringify({ embeds: [embed], allowed_mentions: { parse: [] } }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
    });
    text = await response.text();
  } catch (error) {
    return {
      kind: 'unavailable',
      error: `no answer: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): described by its text.
  }
  if (response.ok) {
    const remaining = response.headers.get('x-ratelimit-remaining');
    const resetAfter = seconds(response.headers.get('x-ratelimit-reset-after'));
    return { kind: 'sent', pauseMs: remaining === '0' && resetAfter !== null ? Math.ceil(resetAfter) : 0 };
  }
  if (response.status === 429) return rateLimited(response, body);
  const error = describeError(response.status, body, text);
  return response.status >= 500 ? { kind: 'unavailable', error } : { kind: 'refused', error };
}
