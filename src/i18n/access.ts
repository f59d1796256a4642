import { messages } from '@domain/messages';
import { publicAccessMessages } from './public';

const discord = messages.discord;

/**
 * `app.access`: the texts of the way in, built from domain/messages: the beta access gate, the sign-in
 * and register forms (and the errors the authProvider rejects them with; these three are in public.ts),
 * and the Discord callback.
 */
export const accessMessages = {
  ...publicAccessMessages,
  discordCallback: {
    title: discord.link,
    linking: discord.linking,
    noCode: discord.noCode,
    linkFailed: discord.linkFailed,
    accessDenied: discord.accessDenied,
    backToProfile: discord.backToProfile,
  },
  discordSignIn: {
    title: discord.signInTitle,
    continue: discord.continueWithDiscord,
    signingIn: discord.signingIn,
    failed: discord.signInFailed,
    denied: discord.signInDenied,
    backToLogin: discord.backToLogin,
  },
};
