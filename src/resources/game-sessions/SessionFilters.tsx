import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useListContext, useTranslate } from 'ra-core';
import { SESSION_FILTERS, type SessionFilter, sessionFilterOf, statusFilterOf } from './sessionModel';

/** All, Active, Inactive (Not Active or Pending), Pending, Not Active: the list's `status` API filter. */
export function SessionFilters() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const choose = (filter: SessionFilter) => {
    const { status: _, ...others } = filterValues;
    const status = statusFilterOf(filter);
    setFilters(status ? { ...others, status } : others, displayedFilters);
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="secondary"
      aria-label={translate('resources.sessions.list.filterLabel')}
      value={sessionFilterOf(filterValues.status)}
      onChange={(_event, filter: SessionFilter | null) => filter && choose(filter)}
      sx={{ flexWrap: 'wrap' }}
    >
      {SESSION_FILTERS.map((filter) => (
        <ToggleButton key={filter} value={filter} sx={{ px: 1.5 }}>
          {translate(`resources.sessions.filters.${filter}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
