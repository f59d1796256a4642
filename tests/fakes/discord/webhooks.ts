import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http';

// Discord's Execute Webhook (https://discord.com/developers/docs/resources/webhook#execute-webhook) as the
// fake answers it: POST /api/[v10/]webhooks/{id}/{token} with a JSON body of content and/or embeds.
// 200 and the message object with ?wait=true, else 204; 400 50006 for an empty message, 400 50035 for an
// embed past Discord's limits; 404 10015 for an unknown webhook, 401 50027 for a wrong token; a bucket
// with X-RateLimit-* headers and 429s once it is empty. Tests force 429s, 500s and hangs.

export const FAKE_WEBHOOK = { id: '1187411218432098415', token: 'fake-webhook-token_0123456789' } as const;

const DISCORD_EPOCH_MS = 1_420_070_400_000;

export const WEBHOOK_PATH = /^\/api(?:\/v\d+)?\/webhooks\/([^/]+)\/([^/]+)$/;

/** What the next posts meet instead of the normal answer, in order. */
export type WebhookFailure =
  | { status: 429; retryAfter?: number; global?: boolean }
  | { status: 500 }
  | { status: 'hang' };

export interface FakeWebhookMessage {
  id: string;
  embeds: Record<string, unknown>[];
  content: string;
  allowedMentions: unknown;
}

export interface WebhookBucket {
  limit: number;
  windowMs: number;
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

const LIMITS = { title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, total: 6000 };

type FieldErrors = Record<string, unknown>;
const tooLong = (max: number) => ({
  _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` }],
});
const required = { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] };

/** Discord's nested form errors for one embed, or null when it is valid. */
function embedErrors(embed: unknown): FieldErrors | null {
  if (typeof embed !== 'object' || embed === null) {
    return {
      _errors: [{ code: 'MODEL_TYPE_CONVERT', message: 'Only dictionaries may be used in a ModelType' }],
    };
  }
  const e = embed as Record<string, unknown>;
  const errors: FieldErrors = {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (text(e.title).length > LIMITS.title) errors.title = tooLong(LIMITS.title);
  if (text(e.description).length > LIMITS.description) errors.description = tooLong(LIMITS.description);
  if (
    e.color !== undefined &&
    !(Number.isInteger(e.color) && (e.color as number) >= 0 && (e.color as number) <= 0xffffff)
  ) {
    errors.color = {
      _errors: [{ code: 'NUMBER_TYPE_MAX', message: 'int value should be less than or equal to 16777215.' }],
    };
  }
  if (e.timestamp !== undefined && Number.isNaN(Date.parse(text(e.timestamp)))) {
    errors.timestamp = { _errors: [{ code: 'DATE_TIME_TYPE_PARSE', message: 'Could not parse timestamp.' }] };
  }
  const fields = Array.isArray(e.fields) ? (e.fields as Record<string, unknown>[]) : [];
  let total = text(e.title).length + text(e.description).length;
  if (fields.length > LIMITS.fields) errors.fields = tooLong(LIMITS.fields);
  const fieldErrors: FieldErrors = {};
  fields.forEach((field, index) => {
    const name = text(field.name);
    const value = text(field.value);
    total += name.length + value.length;
    const problems: FieldErrors = {};
    if (!name) problems.name = required;
    else if (name.length > LIMITS.fieldName) problems.name = tooLong(LIMITS.fieldName);
    if (!value) problems.value = required;
    else if (value.length > LIMITS.fieldValue) problems.value = tooLong(LIMITS.fieldValue);
    if (Object.keys(problems).length > 0) fieldErrors[index] = problems;
  });
  if (Object.keys(fieldErrors).length > 0) errors.fields = fieldErrors;
  if (total > LIMITS.total) {
    errors._errors = [
      { code: 'BASE_TYPE_MAX_LENGTH', message: `Embed size exceeds maximum size of ${LIMITS.total}` },
    ];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

export function createWebhookEndpoint(bucket: WebhookBucket) {
  const messages: FakeWebhookMessage[] = [];
  const failures: WebhookFailure[] = [];
  const hanging = new Set<ServerResponse>();
  let hangAll = false;
  let windowStart = Date.now();
  let used = 0;

  function bucketHeaders(now: number) {
    const resetAfter = Math.max(0, windowStart + bucket.windowMs - now) / 1000;
    return {
      'x-ratelimit-limit': String(bucket.limit),
      'x-ratelimit-remaining': String(Math.max(0, bucket.limit - used)),
      'x-ratelimit-reset': ((now + resetAfter * 1000) / 1000).toFixed(3),
      'x-ratelimit-reset-after': resetAfter.toFixed(3),
      'x-ratelimit-bucket': 'fakebucket0000000000000000000000',
    };
  }

  function rateLimited(response: ServerResponse, retryAfter: number, global: boolean) {
    json(
      response,
      429,
      { message: 'You are being rate limited.', retry_after: retryAfter, global },
      {
        ...bucketHeaders(Date.now()),
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset-after': retryAfter.toFixed(3),
        'retry-after': String(Math.ceil(retryAfter)),
        'x-ratelimit-scope': global ? 'global' : 'user',
        ...(global ? { 'x-ratelimit-global': 'true' } : {}),
      },
    );
  }

  async function handle(url: URL, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const [, id, token] = WEBHOOK_PATH.exec(url.pathname) ?? [];
    const text = await readBody(request);
    if (id !== FAKE_WEBHOOK.id) return json(response, 404, { message: 'Unknown Webhook', code: 10015 });
    if (token !== FAKE_WEBHOOK.token)
      return json(response, 401, { message: 'Invalid Webhook Token', code: 50027 });
    const failure = failures.shift();
    if (hangAll || failure?.status === 'hang') {
      hanging.add(response);
      return;
    }
    if (failure?.status === 500)
      return json(response, 500, { message: '500: Internal Server Error', code: 0 });
    if (failure?.status === 429)
      return rateLimited(response, failure.retryAfter ?? 0.25, failure.global ?? false);
    const now = Date.now();
    if (now >= windowStart + bucket.windowMs) {
      windowStart = now;
      used = 0;
    }
    if (used >= bucket.limit)
      return rateLimited(response, (windowStart + bucket.windowMs - now) / 1000, false);
    used += 1;

    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
    } catch {
      // An unparsable body is an empty message to Discord.
    }
    const content = typeof body.content === 'string' ? body.content : '';
    const embeds = Array.isArray(body.embeds) ? (body.embeds as Record<string, unknown>[]) : [];
    if (!content && embeds.length === 0) {
      return json(
        response,
        400,
        { message: 'Cannot send an empty message', code: 50006 },
        bucketHeaders(now),
      );
    }
    const errors: FieldErrors = {};
    if (embeds.length > 10) errors._errors = tooLong(10)._errors;
    embeds.forEach((embed, index) => {
      const problems = embedErrors(embed);
      if (problems) errors[index] = problems;
    });
    if (Object.keys(errors).length > 0) {
      return json(
        response,
        400,
        { code: 50035, errors: { embeds: errors }, message: 'Invalid Form Body' },
        bucketHeaders(now),
      );
    }
    const message: FakeWebhookMessage = {
      id: String((BigInt(now - DISCORD_EPOCH_MS) << 22n) + BigInt(messages.length)),
      embeds,
      content,
      allowedMentions: body.allowed_mentions,
    };
    messages.push(message);
    if (url.searchParams.get('wait') !== 'true') {
      response.writeHead(204, bucketHeaders(now));
      response.end();
      return;
    }
    json(
      response,
      200,
      {
        type: 0,
        content,
        mentions: [],
        mention_roles: [],
        attachments: [],
        embeds: embeds.map((embed) => ({ type: 'rich', ...embed })),
        timestamp: new Date(now).toISOString(),
        edited_timestamp: null,
        flags: 0,
        components: [],
        id: message.id,
        channel_id: '1187411100000000000',
        author: {
          id: FAKE_WEBHOOK.id,
          username: 'League announcements',
          avatar: null,
          discriminator: '0000',
          public_flags: 0,
          flags: 0,
          bot: true,
          global_name: null,
        },
        pinned: false,
        mention_everyone: false,
        tts: false,
        webhook_id: FAKE_WEBHOOK.id,
      },
      bucketHeaders(now),
    );
  }

  return {
    matches: (method: string | undefined, url: URL) => method === 'POST' && WEBHOOK_PATH.test(url.pathname),
    handle,
    messages,
    fail: (...next: WebhookFailure[]) => failures.push(...next),
    hang(on: boolean) {
      hangAll = on;
      if (!on) {
        for (const response of hanging) response.destroy();
        hanging.clear();
      }
    },
  };
}
