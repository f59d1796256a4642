import type { NavIcon } from '@domain/navigation';
import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CloudIcon from '@mui/icons-material/Cloud';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DnsIcon from '@mui/icons-material/Dns';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import LayersIcon from '@mui/icons-material/Layers';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TuneIcon from '@mui/icons-material/Tune';
import VideogameAssetIcon from '@mui/icons-material/VideogameAsset';

export const NAV_ICONS: Record<NavIcon, SvgIconComponent> = {
  home: HomeIcon,
  dashboard: DashboardIcon,
  league: LeaderboardIcon,
  fixtures: EventIcon,
  leaderboards: TrendingUpIcon,
  profile: PersonIcon,
  admin: AdminPanelSettingsIcon,
  roles: SecurityIcon,
  adminPanel: SettingsIcon,
  cloud: CloudIcon,
  gameServers: DnsIcon,
  leagueManagement: GroupsIcon,
  seasons: EmojiEventsIcon,
  divisions: LayersIcon,
  matches: ScoreboardIcon,
  disputes: GavelIcon,
  rosterChanges: SwapHorizIcon,
  auditLog: ReceiptLongIcon,
  leagueSettings: TuneIcon,
  userManagement: ManageAccountsIcon,
  users: PeopleIcon,
  gameSessions: SportsEsportsIcon,
  sessions: VideogameAssetIcon,
};

export function NavIconView({ icon }: { icon: NavIcon }) {
  const Icon = NAV_ICONS[icon];
  return <Icon />;
}
