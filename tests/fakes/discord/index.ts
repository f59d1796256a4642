export { type DiscordFake, type DiscordFakeOptions, startDiscordFake } from './server';
export { FAKE_CONSENT_COOKIE, FAKE_DISCORD_USERS, FAKE_SESSION_COOKIE, type FakeDiscordUser } from './users';
export { FAKE_WEBHOOK, type FakeWebhookMessage, type WebhookFailure } from './webhooks';
