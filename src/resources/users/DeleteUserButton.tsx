import type { AdminUser } from '@domain/api';
import { useRecordContext, useTranslate } from 'ra-core';
import { DeleteRecordButton } from '@/components/record/DeleteRecordButton';
import { useUserDeleteOptions } from './queries';

/** manage:users: react-admin's delete of the page's user, after a confirmation, then back to the list. */
export function DeleteUserButton() {
  const translate = useTranslate();
  const user = useRecordContext<AdminUser>();
  const mutationOptions = useUserDeleteOptions();
  return (
    <DeleteRecordButton<AdminUser>
      label={translate('resources.users.action.delete')}
      confirm={{
        title: translate('resources.users.deleteDialog.title'),
        text: translate('resources.users.deleteDialog.text', { name: user?.displayName }),
        label: translate('resources.users.deleteDialog.confirm'),
      }}
      mutationOptions={mutationOptions}
    />
  );
}
