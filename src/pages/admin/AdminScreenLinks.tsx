import type { AdminOverview } from '@domain/api';
import { messages } from '@domain/messages';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const t = messages.adminPanel;

type CountKey = Exclude<keyof AdminOverview, 'recentAudit'>;

interface AdminScreen {
  title: string;
  path: string;
  /** The live count shown on the screen's card, if any. */
  count?: { key: CountKey; label: string };
}

const SCREENS: readonly AdminScreen[] = [
  { title: t.links.users, path: '/users', count: { key: 'users', label: t.counts.users } },
  {
    title: t.links.leagueManagement,
    path: '/admin/league-management',
    count: { key: 'pendingTeams', label: t.counts.pendingTeams },
  },
  {
    title: t.links.sessions,
    path: '/sessions',
    count: { key: 'activeSessions', label: t.counts.activeSessions },
  },
  {
    title: t.links.servers,
    path: '/admin/digital-ocean',
    count: { key: 'connectedGameServers', label: t.counts.connectedGameServers },
  },
  { title: t.links.gameServers, path: '/admin/game-servers' },
  { title: t.links.roles, path: '/roles', count: { key: 'roles', label: t.counts.roles } },
];

function ScreenCard({ screen, overview }: { screen: AdminScreen; overview: AdminOverview | undefined }) {
  const value = screen.count && overview ? overview[screen.count.key] : null;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={screen.path} sx={{ height: '100%' }}>
        <CardContent>
          <Typography component="h3" variant="h6">
            {screen.title}
          </Typography>
          {screen.count ? (
            <Typography color="text.secondary" aria-label={`${screen.count.label}: ${value ?? ''}`}>
              <Typography component="span" variant="h4" sx={{ color: 'text.primary', mr: 1 }}>
                {value ?? t.countPending}
              </Typography>
              {screen.count.label}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A card per admin screen, linking to it, with its live count from the overview. */
export function AdminScreenLinks({ overview }: { overview: AdminOverview | undefined }) {
  return (
    <Grid container spacing={2} component="nav" aria-label={t.screens}>
      {SCREENS.map((screen) => (
        <Grid key={screen.path} size={{ xs: 12, sm: 6, md: 4 }}>
          <ScreenCard screen={screen} overview={overview} />
        </Grid>
      ))}
    </Grid>
  );
}
