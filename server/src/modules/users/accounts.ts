import { translate } from '@domain/i18n';
import { ROLES } from '@domain/permissions';
import { displayNameFrom } from '@domain/validation';
import type { Db, Queryable } from '@server/db/client';
import { httpError } from '@server/http/http-error';
import {
  addRole,
  countUsers,
  displayNameTaken,
  findUserByDiscordId,
  findUserByEmail,
  findUserById,
  insertUser,
  lockAccountIdentities,
  type NewUserRow,
  type UserRecord,
} from './repository';

export interface NewAccount {
  email: string;
  displayName: string;
  passwordHash: string;
}

/** Heard in the transaction that creates an account (the email-verification module mails its link). */
export type AccountCreatedListener = (tx: Queryable, account: { id: number; email: string }) => Promise<void>;

/**
 * Inserts an account with the Player role; the first account of an empty database also becomes Admin.
 * Call it holding the account-identity lock, after the duplicate checks.
 */
async function insertAccount(tx: Queryable, values: NewUserRow): Promise<UserRecord> {
  const total = await countUsers(tx);
  const createdId = await insertUser(tx, values);
  await addRole(tx, createdId, ROLES.player);
  if (total === 0) await addRole(tx, createdId, ROLES.admin);
  const record = await findUserById(tx, createdId);
  if (!record) throw new Error('The account just created cannot be read back');
  return record;
}

/** Creates a password account (see insertAccount); 409 when the address is in use. */
export function createAccount(
  db: Db,
  account: NewAccount,
  created: AccountCreatedListener = async () => {},
): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    await lockAccountIdentities(tx);
    if (await findUserByEmail(tx, account.email)) {
      throw httpError(409, translate('app.errors.api.emailInUse'), { code: 'EMAIL_IN_USE' });
    }
    const record = await insertAccount(tx, account);
    await created(tx, record);
    return record;
  });
}

const FALLBACK_NAME = 'Player';
/** Room kept for " 99999" when the name must be told apart from others. */
const SUFFIX_ROOM = 6;

/** `name` made valid by the display-name rules and unlike every other display name ("Nelly 2"). */
async function uniqueDisplayName(tx: Queryable, name: string): Promise<string> {
  const whole = displayNameFrom(name, FALLBACK_NAME);
  if (!(await displayNameTaken(tx, whole))) return whole;
  const stem = displayNameFrom(name, FALLBACK_NAME, SUFFIX_ROOM);
  // Fewer accounts than suffixes exist, so a free one is always found.
  for (let n = 2; ; n += 1) {
    if (!(await displayNameTaken(tx, `${stem} ${n}`))) return `${stem} ${n}`;
  }
}

export interface DiscordIdentity {
  discordId: string;
  /** What the profile shows for the link; also the wished display name. */
  discordUsername: string;
  email: string;
}

/**
 * The account a Discord sign-in belongs to: the one linked to that Discord account, else a new Player
 * account (no password, linked at once) when no account uses its email. An account already using the email
 * is never taken over: its owner signs in with the password and links Discord from the profile.
 * Serialised with every account creation, so two sign-ins at once create one account.
 */
export function accountForDiscord(db: Db, identity: DiscordIdentity): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    await lockAccountIdentities(tx);
    const linkedId = await findUserByDiscordId(tx, identity.discordId);
    if (linkedId !== null) {
      const record = await findUserById(tx, linkedId);
      if (record) return record;
    }
    if (await findUserByEmail(tx, identity.email)) {
      throw httpError(409, translate('app.access.discord.emailTaken'), { code: 'DISCORD_EMAIL_IN_USE' });
    }
    return insertAccount(tx, {
      email: identity.email,
      displayName: await uniqueDisplayName(tx, identity.discordUsername),
      passwordHash: null,
      discordId: identity.discordId,
      discordUsername: identity.discordUsername,
      // Discord signs in only accounts whose address it has verified.
      emailVerifiedAt: new Date(),
    });
  });
}
