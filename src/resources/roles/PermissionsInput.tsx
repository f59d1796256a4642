import { useTranslate } from 'ra-core';
import { CheckboxGroupInput } from 'ra-ui-materialui';
import { LoadState } from '@/components/LoadState';
import { usePermissionCatalogue } from './usePermissionCatalogue';

/** The `permissions` input: the permission catalogue (GET /permissions) as checkboxes. */
export function PermissionsInput({ disabled, note }: { disabled: boolean; note?: string }) {
  const translate = useTranslate();
  const catalogue = usePermissionCatalogue();
  return (
    <LoadState
      loading={catalogue.isPending}
      error={catalogue.isError ? translate('resources.roles.permissionsFailed') : null}
    >
      <CheckboxGroupInput
        source="permissions"
        choices={(catalogue.data ?? []).map((permission) => ({ id: permission, name: permission }))}
        row={false}
        disabled={disabled}
        helperText={note ?? false}
      />
    </LoadState>
  );
}
