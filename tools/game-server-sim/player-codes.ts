import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { JoinCodeSource } from './agent';

// The stand-alone reference game server's simulated players: league accounts whose email and password the
// operator lists in a file. Each signs in through the API as that player and asks for their own join code
// (POST /api/matches/{id}/join-code), as the player would on the match page.

const accountsSchema = z.array(z.object({ email: z.string(), password: z.string() })).min(1);

/** Signs the listed accounts in (once each) and asks each player's code through the API. */
export async function playerCodesThroughApi(apiRoot: string, file: string): Promise<JoinCodeSource> {
  const accounts = accountsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const tokens = new Map<number, string>();
  for (const account of accounts) {
    const response = await fetch(`${apiRoot}/auth/local/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const body = (await response.json()) as { success?: boolean; token?: string; user?: { id?: number } };
    if (!response.ok || !body.token || typeof body.user?.id !== 'number')
      throw new Error(`${account.email} could not sign in (${response.status})`);
    tokens.set(body.user.id, body.token);
  }
  return async (matchId, userId) => {
    const token = tokens.get(userId);
    if (!token) return null;
    const response = await fetch(`${apiRoot}/matches/${matchId}/join-code`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data?: { code?: string }; message?: string };
    if (!response.ok || !body.data?.code) throw new Error(body.message ?? `join code: ${response.status}`);
    return body.data.code;
  };
}
