import type { AdminUser } from '@domain/api';
import { hasPermission, outranks } from '@domain/permissions';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useGetOne, useGetRecordId, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { usePrincipal } from '@/authProvider/AuthServices';
import { LoadState } from '@/components/LoadState';
import { Page } from '@/components/Page';
import { PageSection } from '@/components/PageSection';
import { SendEmailConfirmationButton, SendPasswordResetButton } from './AccountMailButtons';
import { DeleteUserButton } from './DeleteUserButton';
import { UserDetails } from './UserDetails';
import { UserEditForm } from './UserEditForm';
import { UserRoles } from './UserRoles';

/**
 * The sections the signed-in user may see: details always, roles with manage:roles, edit with manage:users;
 * neither of the last two on an account that outranks them (the server refuses those changes).
 */
function UserSections({ user }: { user: AdminUser }) {
  const translate = useTranslate();
  const principal = usePrincipal();
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
            <UserEditForm user={user} />
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <SendPasswordResetButton user={user} />
              <SendEmailConfirmationButton user={user} />
              <DeleteUserButton user={user} />
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
  const id = Number(useGetRecordId());
  const user = useGetOne<AdminUser>('users', { id });
  return (
    <Page title={user.data?.displayName ?? translate('resources.users.title')}>
      <Button component={RouterLink} to="/users" sx={{ mb: 2 }}>
        {translate('resources.users.back')}
      </Button>
      <LoadState
        loading={user.isPending}
        error={user.isError ? translate('resources.users.notifications.fetchUserFailed') : null}
      >
        {user.data ? <UserSections user={user.data} /> : null}
      </LoadState>
    </Page>
  );
}
