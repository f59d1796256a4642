import type { AdminUser } from '@domain/api';
import { hasPermission, outranks } from '@domain/permissions';
import Stack from '@mui/material/Stack';
import { EditBase, useRecordContext, useTranslate } from 'ra-core';
import { usePrincipal } from '@/authProvider/AuthServices';
import { PageSection } from '@/components/PageSection';
import { RecordPage } from '@/components/record/RecordPage';
import { EDIT_BASE_PROPS } from '@/components/record/recordBaseProps';
import { SendEmailConfirmationButton, SendPasswordResetButton } from './AccountMailButtons';
import { DeleteUserButton } from './DeleteUserButton';
import { useUserSaveOptions } from './queries';
import { UserDetails } from './UserDetails';
import { UserEditForm } from './UserEditForm';
import { UserRoles } from './UserRoles';

/**
 * The sections the signed-in user may see: details always, roles with manage:roles, edit with manage:users;
 * neither of the last two on an account that outranks them (the server refuses those changes).
 */
function UserSections() {
  const translate = useTranslate();
  const principal = usePrincipal();
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  const mayChange = principal !== null && !outranks(user, principal);
  return (
    <Stack spacing={3}>
      <PageSection title={translate('resources.users.sections.details')}>
        <UserDetails user={user} />
      </PageSection>
      {mayChange && hasPermission(principal, 'manage:roles') ? (
        <PageSection title={translate('resources.users.sections.roles')}>
          <UserRoles user={user} />
        </PageSection>
      ) : null}
      {mayChange && hasPermission(principal, 'manage:users') ? (
        <PageSection title={translate('resources.users.sections.edit')}>
          <Stack spacing={3}>
            <UserEditForm />
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <SendPasswordResetButton user={user} />
              <SendEmailConfirmationButton user={user} />
              <DeleteUserButton />
            </Stack>
          </Stack>
        </PageSection>
      ) : null}
    </Stack>
  );
}

/** /users/{id}, react-admin's edit path: one user's details, roles and account actions. */
export default function UserEdit() {
  const translate = useTranslate();
  const saveOptions = useUserSaveOptions();
  return (
    <EditBase<AdminUser>
      {...EDIT_BASE_PROPS}
      mutationOptions={saveOptions}
      render={(load) => (
        <RecordPage
          load={load}
          title={(user) => user.displayName}
          fallbackTitle={translate('resources.users.title')}
          back={{ to: '/users', label: translate('resources.users.back') }}
          errorText={translate('resources.users.notifications.fetchUserFailed')}
        >
          <UserSections />
        </RecordPage>
      )}
    />
  );
}
