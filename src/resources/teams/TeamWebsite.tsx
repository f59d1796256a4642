import Link from '@mui/material/Link';
import { useTranslate } from 'ra-core';

/** A team's website as an outside link, or the catalogue's text when the team has none. */
export function TeamWebsite({ website }: { website: string | null | undefined }) {
  const translate = useTranslate();
  if (!website) return <>{translate('resources.teams.noWebsite')}</>;
  return (
    <Link href={website} target="_blank" rel="noopener noreferrer">
      {website}
    </Link>
  );
}
