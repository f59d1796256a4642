import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_ISSUER } from '../auth/access-tokens';

// A browser navigation to /auth/discord/login carries no Bearer header, so the signed-in browser first asks
// for a ticket (POST /auth/discord/link-intent, Bearer) and navigates with it. The ticket is a JWT for
// one purpose only (its audience), naming the user and living one minute.

export const LINK_TICKET_TTL_SECONDS = 60;
const AUDIENCE = 'discord-link';
const ALGORITHM = 'HS256';

export interface LinkTickets {
  issue(userId: number): Promise<string>;
  /** The user id of a valid ticket, else null. */
  verify(ticket: string): Promise<number | null>;
}

export function createLinkTickets(secret: string): LinkTickets {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${LINK_TICKET_TTL_SECONDS}s`)
        .sign(key),
    async verify(ticket) {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: AUDIENCE,
        });
        const userId = Number(payload.sub);
        return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
      } catch {
        return null;
      }
    },
  };
}
