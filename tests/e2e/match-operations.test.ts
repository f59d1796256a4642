import { translate } from '@domain/i18n';
import type { MatchEvent } from '@domain/match-scheduling';
import type { Match } from '@domain/matches';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, E2E_ADMIN, liveSeasonThroughApi, loginThroughApi } from './api';
import { baseUrl, launchBrowser, signIn } from './browser';

// An admin reschedules a match from its match page, in Chromium against the real server: a date-time in
// the browser's local time and a reason, confirmed in a dialog naming both teams; the page shows the new
// time as set by an admin, with the reason, in its header and its history.

const DAY = 24 * 60 * 60 * 1000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A `datetime-local` value: the browser's (and this machine's) local time. */
function localInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

describe('admin match operations', () => {
  it('an admin reschedules a match from its page, with a reason the history keeps', async () => {
    const admin = await loginThroughApi(baseUrl(), E2E_ADMIN);
    const { season, matches } = await liveSeasonThroughApi(baseUrl(), admin.token, {
      label: 'Ops',
      teamCount: 2,
      startsAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    const match = matches.find((candidate) => candidate.week === 1)!;
    expect(match).toBeDefined();

    // Three days from now at 18:30 in the browser's time zone, whole minutes as the input takes them.
    const moved = new Date(Date.now() + 3 * DAY);
    moved.setHours(18, 30, 0, 0);
    const reason = `Team ${match.teamB.name} asked for a later day (${season.name})`;

    const screen = await signIn(browser, E2E_ADMIN, `/matches/${match.id}`);
    const form = screen.getByRole('form', {
      name: translate('resources.admin/matches.operations.reschedule'),
    });
    await form.getByLabel(translate('resources.admin/matches.operations.time')).fill(localInput(moved));
    await form
      .getByRole('textbox', { name: translate('resources.admin/matches.operations.reason') })
      .fill(reason);
    await form
      .getByRole('button', { name: translate('resources.admin/matches.operations.rescheduleSubmit') })
      .click();

    // The confirmation names both teams; nothing moves before it is confirmed.
    const dialog = screen.getByRole('dialog');
    await dialog.waitFor();
    const question = await dialog.getByRole('heading').innerText();
    expect(question).toContain(`Move ${match.teamA.name} vs ${match.teamB.name} to `);
    expect(question).toContain('UTC');
    const before = await callApi<Match>(baseUrl(), admin.token, 'GET', `/matches/${match.id}`);
    expect(before.scheduledAt).toBe(match.scheduledAt);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The header says an admin set the time, and why; the history names the step the same way.
    await screen.getByText(translate('app.match.schedule.setByAdminBecause', { reason })).waitFor();
    expect(await screen.getByText(translate('app.match.schedule.agreed')).count()).toBe(0);
    const history = screen.getByRole('list', { name: translate('app.match.sections.history') });
    const step = history
      .getByRole('listitem')
      .filter({ hasText: translate('app.match.history.timeSetByAdmin') });
    await step.waitFor();
    await step.getByText(translate('app.match.history.reason', { reason })).waitFor();

    const after = await callApi<Match>(baseUrl(), admin.token, 'GET', `/matches/${match.id}`);
    expect(after.scheduledAt).toBe(moved.toISOString());
    const events = await callApi<MatchEvent[]>(baseUrl(), admin.token, 'GET', `/matches/${match.id}/history`);
    expect(events.at(-1)).toMatchObject({
      kind: 'timeAccepted',
      team: null,
      details: { byAdmin: true, time: moved.toISOString(), reason },
    });
    await screen.close();
  });
});
