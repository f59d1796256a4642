import type { AdminOverview } from '@domain/api';
import type { adminPanelMessages } from '@domain/i18n/admin-panel';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';

type CountKey = Exclude<keyof AdminOverview, 'recentAudit'>;

interface AdminScreen {
  /** Its title is `app.adminPanel.links.<link>`. */
  link: keyof typeof adminPanelMessages.links;
  path: string;
  /** The live count shown on the screen's card, if any, labelled `app.adminPanel.counts.<count>`. */
  count?: CountKey;
}

const SCREENS: readonly AdminScreen[] = [
  { link: 'users', path: '/users', count: 'users' },
  { link: 'leagueManagement', path: '/admin/league-management', count: 'pendingTeams' },
  { link: 'seasons', path: '/admin/seasons' },
  { link: 'divisions', path: '/admin/divisions' },
  { link: 'matches', path: '/admin/matches' },
  { link: 'disputes', path: '/admin/disputes' },
  { link: 'rosterChanges', path: '/admin/roster-changes' },
  { link: 'sessions', path: '/sessions', count: 'activeSessions' },
  { link: 'servers', path: '/admin/digital-ocean', count: 'connectedGameServers' },
  { link: 'gameServers', path: '/admin/game-servers' },
  { link: 'roles', path: '/roles', count: 'roles' },
  { link: 'leagueSettings', path: '/league-settings/1' },
];

function ScreenCard({ screen, overview }: { screen: AdminScreen; overview: AdminOverview | undefined }) {
  const translate = useTranslate();
  const value = screen.count && overview ? overview[screen.count] : null;
  const label = screen.count ? translate(`app.adminPanel.counts.${screen.count}`) : null;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={screen.path} sx={{ height: '100%' }}>
        <CardContent>
          <Typography component="h3" variant="h6">
            {translate(`app.adminPanel.links.${screen.link}`)}
          </Typography>
          {label ? (
            <Typography color="text.secondary" aria-label={`${label}: ${value ?? ''}`}>
              <Typography component="span" variant="h4" sx={{ color: 'text.primary', mr: 1 }}>
                {value ?? translate('app.adminPanel.countPending')}
              </Typography>
              {label}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A card per admin screen, linking to it, with its live count from the overview. */
export function AdminScreenLinks({ overview }: { overview: AdminOverview | undefined }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} component="nav" aria-label={translate('app.adminPanel.screens')}>
      {SCREENS.map((screen) => (
        <Grid key={screen.path} size={{ xs: 12, sm: 6, md: 4 }}>
          <ScreenCard screen={screen} overview={overview} />
        </Grid>
      ))}
    </Grid>
  );
}
