import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { messages } from '../../../domain/messages';
import { SESSION_FILTERS, type SessionFilter } from '../../resources/game-sessions/sessionModel';

const t = messages.sessions;

/** All, Active, Inactive (Not Active or Pending), Pending, Not Active. */
export function SessionFilters({
  value,
  onChange,
}: {
  value: SessionFilter;
  onChange: (filter: SessionFilter) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="secondary"
      aria-label={t.list.filterLabel}
      value={value}
      onChange={(_event, filter: SessionFilter | null) => filter && onChange(filter)}
      sx={{ flexWrap: 'wrap' }}
    >
      {SESSION_FILTERS.map((filter) => (
        <ToggleButton key={filter} value={filter} sx={{ px: 1.5 }}>
          {t.filters[filter]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
