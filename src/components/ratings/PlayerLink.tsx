import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** A player's name, linking to their page (/players/{id}). */
export function PlayerLink({ userId, name }: { userId: number; name: string }) {
  return (
    <Link component={RouterLink} to={`/players/${userId}`}>
      {name}
    </Link>
  );
}
