import { SelectInput, TextInput } from 'ra-ui-materialui';

interface SearchAndStatusFiltersProps {
  /** The i18n key prefix holding the filters' `search`, `status` and `all` labels, e.g. `resources.x.filters`. */
  labels: string;
  /** The statuses to choose from; each name is an i18n key, which SelectInput translates. */
  choices: readonly { id: string; name: string }[];
}

/** A list's two always-shown filters, both applied by the server: a search (`q`) and a status. */
export function searchAndStatusFilters({ labels, choices }: SearchAndStatusFiltersProps) {
  return [
    <TextInput key="q" source="q" label={`${labels}.search`} alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label={`${labels}.status`}
      choices={[...choices]}
      emptyText={`${labels}.all`}
      alwaysOn
    />,
  ];
}
