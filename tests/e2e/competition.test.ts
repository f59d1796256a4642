import { translate } from '@domain/i18n';
import type { Match } from '@domain/matches';
import type { Season } from '@domain/seasons';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng, pngDataUrl } from '../support/png';
import { approvedTeamThroughApi, callApi, E2E_ADMIN, loginThroughApi, type RosteredTeam } from './api';
import { baseUrl, launchBrowser, signIn } from './browser';

// A league season, end to end in Chromium against the real server: an admin creates a season of six
// teams in two divisions and generates its fixtures; two captains agree a time; one reports a result and
// the other confirms it; /league shows the standings; a disputed result reaches the admins, who decide it.

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

async function confirmInDialog(screen: Page, title: string, button: string): Promise<void> {
  const dialog = screen.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function createSeasonInBrowser(screen: Page, name: string, startsAt: Date): Promise<number> {
  await screen.goto('/admin/seasons/create');
  await screen
    .getByRole('textbox', { name: translate('resources.admin/seasons.fields.name'), exact: true })
    .fill(name);
  await screen.getByLabel(translate('resources.admin/seasons.fields.startsAt')).fill(localInput(startsAt));
  await screen.getByRole('spinbutton', { name: translate('resources.admin/seasons.fields.weeks') }).fill('4');
  const divisionNames = screen.getByRole('textbox', {
    name: translate('resources.admin/seasons.fields.divisions.name'),
    exact: true,
  });
  await divisionNames.nth(0).fill('Gold');
  await screen
    .getByRole('spinbutton', { name: translate('resources.admin/seasons.fields.divisions.mmrPercentage') })
    .fill('50');
  await screen.getByRole('button', { name: 'Add' }).click();
  await divisionNames.nth(1).fill('Silver');
  await screen
    .getByRole('spinbutton', { name: translate('resources.admin/seasons.fields.divisions.mmrPercentage') })
    .nth(1)
    .fill('50');
  await screen.getByRole('button', { name: translate('resources.admin/seasons.action.save') }).click();
  await screen.getByText(translate('resources.admin/seasons.notifications.created', { name })).waitFor();
  await screen.waitForURL(/\/admin\/seasons\/\d+$/);
  return Number(new URL(screen.url()).pathname.split('/').pop());
}

async function moveSeason(screen: Page, name: string, status: string): Promise<void> {
  await screen
    .getByRole('button', { name: translate('resources.admin/seasons.action.move', { status }) })
    .click();
  await confirmInDialog(
    screen,
    translate('resources.admin/seasons.moveDialog.title', { name, status }),
    translate('resources.admin/seasons.action.move', { status }),
  );
  await screen
    .getByText(translate('resources.admin/seasons.notifications.moved', { name, status }))
    .waitFor();
}

async function placeInBrowser(screen: Page, team: string, division: string): Promise<void> {
  const row = screen
    .getByRole('table', { name: translate('resources.admin/seasons.sections.entries') })
    .getByRole('row')
    .filter({ hasText: team });
  await row.getByRole('combobox', { name: translate('resources.admin/seasons.entries.division') }).click();
  await screen.getByRole('option', { name: division }).click();
  await screen
    .getByText(translate('resources.admin/seasons.notifications.placed', { team, division }))
    .waitFor();
}

const matchBetween = (matches: Match[], division: number, week: number) => {
  const found = matches.find((match) => match.divisionId === division && match.week === week);
  if (!found) throw new Error(`no week ${week} match in division ${division}`);
  return found;
};

describe('a season from fixtures to standings', () => {
  it('runs a season: fixtures, an agreed time, a confirmed result, the standings and a decided dispute', async () => {
    const adminSession = await loginThroughApi(baseUrl(), E2E_ADMIN);
    const tag = Math.random().toString(36).slice(2, 4).toUpperCase();
    const teams: RosteredTeam[] = [];
    for (let index = 0; index < 6; index++) {
      teams.push(
        await approvedTeamThroughApi(
          baseUrl(),
          adminSession.token,
          {
            name: `Season ${tag} Team ${index + 1}`,
            code: `${tag}${index}`,
            logo: pngDataUrl(encodePng(100, 100, [40 * index, 90, 160, 255])),
          },
          5,
        ),
      );
    }

    // The admin creates the season (weeks starting eight days ago: week 1 is played, week 2 is this week).
    const adminPage = await signIn(browser, E2E_ADMIN);
    const name = `Season ${tag} ${Date.now().toString(36)}`;
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const seasonId = await createSeasonInBrowser(adminPage, name, new Date(today.getTime() - 8 * DAY));
    await moveSeason(adminPage, name, 'Registration');

    for (const team of teams) {
      await callApi(baseUrl(), team.captainSession.token, 'POST', `/seasons/${seasonId}/teams`, {
        teamId: team.id,
      });
    }
    await adminPage.reload();
    for (const [index, team] of teams.entries())
      await placeInBrowser(adminPage, team.name, index < 3 ? 'Gold' : 'Silver');
    await adminPage
      .getByRole('button', { name: translate('resources.admin/seasons.fixtures.generate') })
      .click();
    await confirmInDialog(
      adminPage,
      translate('resources.admin/seasons.fixtures.title', { name }),
      translate('resources.admin/seasons.fixtures.generate'),
    );
    await adminPage
      .getByText(translate('resources.admin/seasons.notifications.generated', { name, smart_count: 6 }))
      .waitFor();
    await moveSeason(adminPage, name, 'Live');

    const season = await callApi<Season>(baseUrl(), adminSession.token, 'GET', `/seasons/${seasonId}`);
    const [gold, silver] = season.divisions;
    const filter = encodeURIComponent(JSON.stringify({ seasonId }));
    const matches = await callApi<Match[]>(baseUrl(), adminSession.token, 'GET', `/matches?filter=${filter}`);
    expect(matches).toHaveLength(6);
    const captainOf = (teamId: number) => teams.find((team) => team.id === teamId)!.captain;

    // Two captains agree a time for this week's Gold match.
    const thisWeek = matchBetween(matches, gold!.id, 2);
    const proposer = await signIn(browser, captainOf(thisWeek.teamA.id), `/matches/${thisWeek.id}`);
    await proposer
      .getByLabel(translate('app.match.propose.time'))
      .fill(localInput(new Date(Date.now() + 3 * 60 * 60 * 1000)));
    await proposer.getByRole('button', { name: translate('app.match.propose.propose'), exact: true }).click();
    await proposer.getByText(new RegExp(`^You proposed .* to ${thisWeek.teamB.name}\\.$`)).waitFor();
    const answerer = await signIn(browser, captainOf(thisWeek.teamB.id), `/matches/${thisWeek.id}`);
    await answerer.getByRole('button', { name: translate('app.match.proposals.accept') }).click();
    await answerer
      .getByText(new RegExp(`^You accepted .* from ${thisWeek.teamA.name}: the match is played then\\.$`))
      .waitFor();
    await answerer.getByText(translate('app.match.schedule.agreed')).waitFor();

    // Last week's Gold match: one captain reports, the other confirms.
    const played = matchBetween(matches, gold!.id, 1);
    const reporter = await signIn(browser, captainOf(played.teamA.id), `/matches/${played.id}`);
    await reporter
      .getByRole('spinbutton', { name: translate('app.match.report.roundsOf', { team: played.teamA.name }) })
      .fill('7');
    await reporter
      .getByRole('spinbutton', { name: translate('app.match.report.roundsOf', { team: played.teamB.name }) })
      .fill('5');
    await reporter.getByRole('button', { name: translate('app.match.report.submit') }).click();
    const score = translate('app.match.result.score', {
      teamA: played.teamA.name,
      roundsA: 7,
      roundsB: 5,
      teamB: played.teamB.name,
    });
    await reporter.getByText(translate('app.match.done.reported', { result: score })).waitFor();
    const confirmer = await signIn(browser, captainOf(played.teamB.id), `/matches/${played.id}`);
    await confirmer.getByRole('button', { name: translate('app.match.report.confirm') }).click();
    await confirmer.getByText(translate('app.match.done.confirmed', { result: score })).waitFor();

    // /league shows the new standings.
    await confirmer.goto(`/league?season=${seasonId}`);
    const goldTable = confirmer.getByRole('table', {
      name: translate('app.league.tableLabel', { division: 'Gold' }),
    });
    const winnerRow = goldTable.getByRole('row').filter({ hasText: played.teamA.name });
    await expect.poll(() => winnerRow.getByRole('cell').last().textContent()).toBe('3');

    // Last week's Silver match: reported, disputed, decided by the admin.
    const disputed = matchBetween(matches, silver!.id, 1);
    const silverReporter = await signIn(browser, captainOf(disputed.teamA.id), `/matches/${disputed.id}`);
    await silverReporter
      .getByRole('spinbutton', {
        name: translate('app.match.report.roundsOf', { team: disputed.teamA.name }),
      })
      .fill('7');
    await silverReporter
      .getByRole('spinbutton', {
        name: translate('app.match.report.roundsOf', { team: disputed.teamB.name }),
      })
      .fill('2');
    await silverReporter.getByRole('button', { name: translate('app.match.report.submit') }).click();
    await silverReporter
      .getByText(
        translate('app.match.done.reported', {
          result: translate('app.match.result.score', {
            teamA: disputed.teamA.name,
            roundsA: 7,
            roundsB: 2,
            teamB: disputed.teamB.name,
          }),
        }),
      )
      .waitFor();
    const disputer = await signIn(browser, captainOf(disputed.teamB.id), `/matches/${disputed.id}`);
    await disputer.getByRole('button', { name: translate('app.match.report.dispute') }).click();
    const dialog = disputer.getByRole('dialog', { name: translate('app.match.disputeDialog.title') });
    const note = `We won ${tag}: the score was swapped.`;
    await dialog.getByLabel(translate('app.match.disputeDialog.note')).fill(note);
    await dialog.getByRole('button', { name: translate('app.match.disputeDialog.add') }).click();
    await dialog
      .getByRole('textbox', {
        name: translate('app.match.disputeDialog.evidence', { number: 1 }),
        exact: true,
      })
      .fill('https://clips.example.com/round-7');
    await dialog.getByRole('button', { name: translate('app.match.disputeDialog.send') }).click();
    await disputer.getByText(translate('app.match.done.disputed')).waitFor();

    await adminPage.goto('/admin/disputes');
    await adminPage
      .getByRole('table', { name: translate('resources.admin/disputes.title') })
      .getByText(note)
      .click();
    await adminPage.getByRole('link', { name: 'https://clips.example.com/round-7' }).waitFor();
    const form = adminPage.getByRole('form', {
      name: translate('resources.admin/matches.sections.decision'),
    });
    await form
      .getByRole('spinbutton', {
        name: translate('app.match.report.roundsOf', { team: disputed.teamA.name }),
      })
      .fill('2');
    await form
      .getByRole('spinbutton', {
        name: translate('app.match.report.roundsOf', { team: disputed.teamB.name }),
      })
      .fill('7');
    await form.getByRole('button', { name: translate('resources.admin/matches.decision.submit') }).click();
    const decidedMatch = translate('resources.admin/matches.versus', {
      teamA: disputed.teamA.name,
      teamB: disputed.teamB.name,
    });
    const decidedScore = translate('app.match.result.score', {
      teamA: disputed.teamA.name,
      roundsA: 2,
      roundsB: 7,
      teamB: disputed.teamB.name,
    });
    await confirmInDialog(
      adminPage,
      translate('resources.admin/matches.operations.confirmScore', {
        match: decidedMatch,
        result: decidedScore,
      }),
      'Confirm',
    );
    await adminPage
      .getByText(
        translate('resources.admin/matches.notifications.decided', {
          match: decidedMatch,
          result: decidedScore,
        }),
      )
      .waitFor();

    await disputer.goto(`/league?season=${seasonId}`);
    const silverTable = disputer.getByRole('table', {
      name: translate('app.league.tableLabel', { division: 'Silver' }),
    });
    const silverWinner = silverTable.getByRole('row').filter({ hasText: disputed.teamB.name });
    await expect.poll(() => silverWinner.getByRole('cell').last().textContent()).toBe('3');
  }, 420_000);
});
