import { ReferenceInput, SelectInput } from 'ra-ui-materialui';
import { SEASONS } from './resourceName';

/**
 * A list's season filter (matches, divisions), newest season first. A function, not a component: react-admin
 * reads `source` and `alwaysOn` from the filter elements themselves.
 */
export function seasonFilter(label: string, emptyText: string) {
  return (
    <ReferenceInput
      key="seasonId"
      source="seasonId"
      reference={SEASONS}
      sort={{ field: 'startsAt', order: 'DESC' }}
      alwaysOn
    >
      <SelectInput optionText="name" size="small" label={label} emptyText={emptyText} helperText={false} />
    </ReferenceInput>
  );
}
