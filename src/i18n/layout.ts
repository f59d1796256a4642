import { messages } from '@domain/messages';
import { numberParam, param } from './polyglotText';

const shell = messages.shell;

/**
 * `app.layout`: the shell's texts (title, top bar, drawer, sponsor footer) and those of the shared spinner
 * and confirmation dialog, built from domain/messages.
 */
export const layoutMessages = {
  title: messages.app.name,
  copyright: messages.app.copyright(numberParam('year')),
  sponsors: messages.app.sponsorsLabel,
  sponsorLink: shell.sponsorLink(param('name')),
  logoHome: shell.logoHome,
  login: shell.login,
  logout: shell.logout,
  account: shell.account,
  toggleDrawer: shell.toggleDrawer,
  navigation: shell.navigation,
  loading: shell.loading,
  confirmDialog: {
    confirm: messages.myTeam.confirm,
    cancel: messages.myTeam.cancel,
  },
};
