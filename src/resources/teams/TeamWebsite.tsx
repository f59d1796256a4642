import { messages } from '@domain/messages';
import Link from '@mui/material/Link';

/** A team's website as an outside link, or the catalogue's text when the team has none. */
export function TeamWebsite({ website }: { website: string | null | undefined }) {
  if (!website) return <>{messages.teamForm.noWebsite}</>;
  return (
    <Link href={website} target="_blank" rel="noopener noreferrer">
      {website}
    </Link>
  );
}
