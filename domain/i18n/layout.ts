import { publicLayoutMessages } from './public';

/**
 * `app.layout`: the shell's texts (title, top bar, drawer, sponsor footer) and those of the shared spinner
 * and confirmation dialog; the signed-out visitor's part is in public.ts.
 */
export const layoutMessages = {
  ...publicLayoutMessages,
  logout: 'Logout',
  account: 'Account',
  toggleDrawer: 'Toggle navigation',
  navigation: 'Main navigation',
  confirmDialog: {
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
};
