import type { AuditEntry } from '@domain/api';
import { translate } from '@domain/i18n';
import { auditLog } from '@server/db/schema';
import { describe, expect, it } from 'vitest';
import { signUp } from './helpers/api';
import { databaseKinds } from './helpers/databases';
import { call, leagueApp } from './helpers/teams';

describe.each(databaseKinds())('audit log filters on %s', (kind) => {
  const league = leagueApp(kind);

  const list = (filter: object, range?: [number, number]) =>
    call(
      league.app,
      league.admin.token,
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}${
        range ? `&range=${encodeURIComponent(JSON.stringify(range))}` : ''
      }`,
    );
  const idsOf = async (filter: object) => {
    const response = await list(filter);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AuditEntry[] }>().data.map((entry) => entry.id);
  };

  /** Two admins' entries at known times around a UTC midnight. */
  async function entries() {
    const [ana, ben] = [await signUp(league.app), await signUp(league.app)];
    const row = (actorUserId: number, action: string, createdAt: string) => ({
      actorUserId,
      action,
      targetType: 'match',
      targetId: 1,
      details: {},
      createdAt: new Date(createdAt),
    });
    const rows = await league.app.db
      .insert(auditLog)
      .values([
        row(ana.userId, 'team.approve', '2027-02-01T10:00:00Z'),
        row(ben.userId, 'match.schedule', '2027-02-02T23:30:00Z'),
        row(ana.userId, 'match.schedule', '2027-02-03T00:10:00Z'),
        row(ana.userId, 'match.result', '2027-02-04T12:00:00Z'),
      ])
      .returning({ id: auditLog.id });
    return { ana, ben, ids: rows.map((inserted) => inserted.id) };
  }

  it('filters by actor, action and UTC days or instants, newest first', async () => {
    const { ana, ben, ids } = await entries();
    const [approve, benSchedule, anaSchedule, result] = ids as [number, number, number, number];
    expect(await idsOf({ actorId: ana.userId })).toEqual([result, anaSchedule, approve]);
    expect(await idsOf({ actorId: ben.userId })).toEqual([benSchedule]);
    expect(await idsOf({ actorId: ana.userId, action: 'match.schedule' })).toEqual([anaSchedule]);
    // A day is the whole UTC day: since from its first instant, until through its last.
    expect(await idsOf({ actorId: ana.userId, since: '2027-02-03' })).toEqual([result, anaSchedule]);
    expect(await idsOf({ actorId: ana.userId, until: '2027-02-03' })).toEqual([anaSchedule, approve]);
    expect(await idsOf({ actorId: ana.userId, since: '2027-02-02', until: '2027-02-03' })).toEqual([
      anaSchedule,
    ]);
    expect(await idsOf({ since: '2027-02-02T23:00:00Z', until: '2027-02-03T00:00:00Z' })).toContain(
      benSchedule,
    );
    expect(
      await idsOf({ actorId: ben.userId, since: '2027-02-02T23:31:00Z', until: '2027-02-03T00:00:00Z' }),
    ).toEqual([]);
  });

  it('pages on the server with Content-Range', async () => {
    const { ana, ids } = await entries();
    const [approve, , anaSchedule, result] = ids as [number, number, number, number];
    const first = await list({ actorId: ana.userId }, [0, 1]);
    expect(first.headers['content-range']).toBe('audit-log 0-1/3');
    expect(first.json<{ data: AuditEntry[] }>().data.map((entry) => entry.id)).toEqual([result, anaSchedule]);
    const second = await list({ actorId: ana.userId }, [2, 3]);
    expect(second.headers['content-range']).toBe('audit-log 2-2/3');
    expect(second.json<{ data: AuditEntry[] }>().data.map((entry) => entry.id)).toEqual([approve]);
    const none = await list({ actorId: ana.userId, action: 'role.delete' }, [0, 9]);
    expect(none.headers['content-range']).toBe('audit-log */0');
  });

  it('refuses filters that are not an id or a date, with the reason', async () => {
    for (const filter of [
      { actorId: 'ana' },
      { actorId: -1 },
      { since: 'yesterday' },
      { until: '2027-13-01' },
    ]) {
      const response = await list(filter);
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      if ('since' in filter || 'until' in filter)
        expect(response.body).toContain(translate('app.adminPanel.auditDateInvalid'));
    }
  });
});
