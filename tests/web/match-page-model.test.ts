import { describe, expect, it } from 'vitest';
import {
  isAnswerable,
  isSchedulingOpen,
  joinedPlayers,
  ledTeam,
  proposalToCounter,
  resultStep,
  timeStanding,
  withLiveSession,
} from '@/pages/match/matchPageModel';
import { fromLocalInput, toLocalInput } from '@/pages/match/matchTime';
import { proposalFormSchema } from '@/pages/match/proposalForm';
import { reportFormSchema } from '@/pages/match/resultForms';
import { blueSharks, DAY, HOUR, makeMatch, makeProposal, redDevils } from './fixtures';

const now = Date.now();
const red = { id: 4, name: 'Red Devils' };
const blue = { id: 5, name: 'Blue Sharks' };

describe('the match page rules', () => {
  it('finds the team the user leads (captain or co-captain), not one they only play for', () => {
    const match = makeMatch();
    expect(ledTeam(match, [redDevils, blueSharks], 7)).toEqual(red);
    expect(ledTeam(match, [redDevils, blueSharks], 9)).toEqual(blue);
    expect(ledTeam(match, [redDevils, blueSharks], 50)).toBeNull();
    expect(ledTeam(match, [undefined, undefined], 7)).toBeNull();
    expect(ledTeam(match, [redDevils, blueSharks], null)).toBeNull();
  });

  it('closes scheduling a day before the default time, or once there is a result', () => {
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect(isSchedulingOpen(makeMatch({ defaultTime: at(25 * HOUR) }), now)).toBe(true);
    expect(isSchedulingOpen(makeMatch({ defaultTime: at(23 * HOUR) }), now)).toBe(false);
    expect(isSchedulingOpen(makeMatch({ status: 'Reported' }), now)).toBe(false);
    expect(timeStanding(makeMatch(), now)).toBe('defaultUnlessAgreed');
    expect(timeStanding(makeMatch({ scheduledAt: at(2 * DAY) }), now)).toBe('agreed');
    expect(timeStanding(makeMatch({ status: 'Confirmed' }), now)).toBe('defaultStands');
  });

  it("answers only the other team's Open proposal before it lapses", () => {
    const open = makeProposal();
    expect(isAnswerable(open, blue, now)).toBe(true);
    expect(isAnswerable(open, red, now)).toBe(false);
    expect(isAnswerable(open, null, now)).toBe(false);
    expect(isAnswerable({ ...open, expiresAt: new Date(now - 1).toISOString() }, blue, now)).toBe(false);
    expect(isAnswerable({ ...open, status: 'Countered' }, blue, now)).toBe(false);
    expect(proposalToCounter([{ ...open, id: 31, status: 'Declined' }, open], blue, now)).toBe(open);
  });

  it('reports after the start; the other team answers a report', () => {
    const started = makeMatch({ scheduledAt: new Date(now - HOUR).toISOString() });
    expect(resultStep(makeMatch(), red, now)).toBe('tooEarly');
    expect(resultStep(started, red, now)).toBe('report');
    expect(resultStep(started, null, now)).toBe('none');
    const reported = makeMatch({ status: 'Reported', reportedBy: red });
    expect(resultStep(reported, red, now)).toBe('awaitOther');
    expect(resultStep(reported, blue, now)).toBe('answer');
    expect(resultStep(makeMatch({ status: 'Disputed', reportedBy: red }), blue, now)).toBe('none');
  });

  it('turns the local date-time into UTC and back', () => {
    const iso = new Date(now + DAY).toISOString().replace(/:\d\d\.\d{3}Z$/, ':00.000Z');
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('not a time')).toBeNull();
  });

  it('the proposal form refuses past times and times outside [windowStart, windowEnd)', () => {
    const match = makeMatch();
    const schema = proposalFormSchema(match, { required: 'R', past: 'P', outsideWindow: 'W' }, () => now);
    const issue = (time: string) => schema.safeParse({ time: toLocalInput(time) }).error?.issues[0]?.message;
    expect(issue(new Date(now - HOUR).toISOString())).toBe('P');
    expect(issue(match.windowEnd)).toBe('W');
    expect(schema.safeParse({ time: '' }).error?.issues[0]?.message).toBe('R');
    const inside = new Date(now + DAY).toISOString().replace(/:\d\d\.\d{3}Z$/, ':00.000Z');
    expect(schema.parse({ time: toLocalInput(inside) })).toEqual({ time: inside });
  });

  it('the report form gives the payload: a score, or a forfeit (no team when mutual)', () => {
    const schema = reportFormSchema('L');
    const forfeit = (kind: 'noShow' | 'mutual', loserTeamId: number | null) => ({
      mode: 'forfeit' as const,
      teamA: undefined,
      teamB: undefined,
      forfeit: { kind, loserTeamId },
    });
    expect(
      schema.parse({ mode: 'score', teamA: 7, teamB: 5, forfeit: { kind: 'noShow', loserTeamId: null } }),
    ).toEqual({
      teamA: 7,
      teamB: 5,
    });
    expect(schema.safeParse({ ...forfeit('noShow', null), mode: 'score', teamA: -1, teamB: 5 }).success).toBe(
      false,
    );
    expect(schema.safeParse(forfeit('noShow', null)).error?.issues[0]?.message).toBe('L');
    expect(schema.parse(forfeit('noShow', 5))).toEqual({ forfeit: { kind: 'noShow', loserTeamId: 5 } });
    expect(schema.parse(forfeit('mutual', 5))).toEqual({ forfeit: { kind: 'mutual', loserTeamId: null } });
  });

  it('applies a live state to the session it holds, keeps the join details, and ignores an older one', () => {
    const held = {
      id: 70,
      status: 'Active' as const,
      code: 'M1-4821',
      slaveIp: '203.0.113.10',
      slavePort: 7070,
      score: { teamA: 1, teamB: 0 },
      players: [],
      lastUpdatedAt: '2026-11-21T10:00:05.000Z',
    };
    const match = makeMatch({ session: held });
    const live = { id: 70, status: 'Active' as const, score: { teamA: 2, teamB: 0 }, players: [] };
    expect(withLiveSession(match, { ...live, lastUpdatedAt: '2026-11-21T10:00:06.000Z' })).toEqual({
      ...match,
      session: { ...held, score: { teamA: 2, teamB: 0 }, lastUpdatedAt: '2026-11-21T10:00:06.000Z' },
    });
    expect(withLiveSession(match, { ...live, lastUpdatedAt: '2026-11-21T10:00:04.000Z' })).toBe(match);
    const later = { ...live, lastUpdatedAt: '2026-11-21T10:00:06.000Z' };
    expect(withLiveSession(match, { ...later, id: 71 })).toBe('read');
    expect(withLiveSession(match, { ...later, status: 'Not Active' })).toBe('read');
    expect(withLiveSession(makeMatch(), later)).toBe('read');
  });

  it("lists who joined by their codes, in order, and skips a step whose particulars are not a player's", () => {
    const step = (id: number, kind: 'playerJoined' | 'timeAccepted', details: Record<string, unknown>) => ({
      id,
      kind,
      actor: null,
      team: null,
      details,
      createdAt: `2026-11-21T10:00:0${id}.000Z`,
    });
    const ana = { userId: 7, displayName: 'Ana', team: 'A', sessionId: 70 };
    expect(
      joinedPlayers([
        step(1, 'playerJoined', ana),
        step(2, 'timeAccepted', { userId: 8, displayName: 'Ben', team: 'B' }),
        step(3, 'playerJoined', { ...ana, userId: 7.5 }),
        step(4, 'playerJoined', { ...ana, displayName: 42 }),
        step(5, 'playerJoined', { ...ana, team: 'C' }),
        step(6, 'playerJoined', { userId: 9, displayName: 'Cy', team: 'B' }),
      ]),
    ).toEqual([
      { userId: 7, displayName: 'Ana', team: 'A', joinedAt: '2026-11-21T10:00:01.000Z' },
      { userId: 9, displayName: 'Cy', team: 'B', joinedAt: '2026-11-21T10:00:06.000Z' },
    ]);
  });
});
