import { messages } from '@domain/messages';

const discord = messages.discord;

/**
 * `app.access`: the texts of the way in, built from domain/messages: the beta access gate, the sign-in
 * and register forms (and the errors the authProvider rejects them with), and the Discord callback.
 */
export const accessMessages = {
  gate: messages.gate,
  login: messages.login,
  register: messages.register,
  discordCallback: {
    linking: discord.linking,
    noCode: discord.noCode,
    linkFailed: discord.linkFailed,
    accessDenied: discord.accessDenied,
    backToProfile: discord.backToProfile,
  },
};
