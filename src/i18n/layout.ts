import { messages } from '@domain/messages';
import { publicLayoutMessages } from './public';

const shell = messages.shell;

/**
 * `app.layout`: the shell's texts (title, top bar, drawer, sponsor footer) and those of the shared spinner
 * and confirmation dialog, built from domain/messages; the signed-out visitor's part is in public.ts.
 */
export const layoutMessages = {
  ...publicLayoutMessages,
  logout: shell.logout,
  account: shell.account,
  toggleDrawer: shell.toggleDrawer,
  navigation: shell.navigation,
  confirmDialog: {
    confirm: messages.myTeam.confirm,
    cancel: messages.myTeam.cancel,
  },
};
