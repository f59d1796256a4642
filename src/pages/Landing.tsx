import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import InsightsIcon from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSession } from '../authProvider/AuthServices';
import { DocumentTitle } from '../components/DocumentTitle';
import { ShellLink } from '../components/ShellLink';
import { translatePublic as translate } from '../i18n/public';

/** The feature cards: each one's texts are `app.landing.features.<name>.title|text`. */
const FEATURES: { name: string; icon: ReactNode; accent: string }[] = [
  { name: 'tournaments', icon: <EventAvailableIcon />, accent: 'primary.main' },
  { name: 'performance', icon: <InsightsIcon />, accent: 'info.main' },
  { name: 'ranks', icon: <EmojiEventsIcon />, accent: 'secondary.main' },
];

function CallToAction() {
  const { user } = useSession();
  if (user) {
    return (
      <Button component={ShellLink} to="/dashboard" variant="contained" size="large">
        {translate('app.landing.goToDashboard')}
      </Button>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
      <Button component={ShellLink} to="/register" variant="contained" size="large">
        {translate('app.landing.register')}
      </Button>
      <Button component={ShellLink} to="/login" variant="outlined" color="secondary" size="large">
        {translate('app.landing.login')}
      </Button>
    </Stack>
  );
}

function FeatureCard({ name, icon, accent }: (typeof FEATURES)[number]) {
  return (
    <Paper
      component="article"
      elevation={4}
      sx={{ p: 3, flex: 1, borderTop: 4, borderColor: accent, '& svg': { fontSize: 40 } }}
    >
      <Box sx={{ color: accent, mb: 1 }} aria-hidden>
        {icon}
      </Box>
      <Typography component="h3" variant="h6" gutterBottom>
        {translate(`app.landing.features.${name}.title`)}
      </Typography>
      <Typography color="text.secondary">{translate(`app.landing.features.${name}.text`)}</Typography>
    </Paper>
  );
}

export function Landing() {
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1, sm: 3 }, py: { xs: 3, sm: 6 } }}>
      <DocumentTitle page={translate('app.landing.pageTitle')} />
      <Box component="section" sx={{ textAlign: 'center', mb: { xs: 4, sm: 7 } }}>
        <Typography
          component="h1"
          variant="h2"
          sx={{
            fontSize: { xs: '2.3rem', sm: '3.6rem' },
            background: 'linear-gradient(90deg, #ff3d8b, #ff9f1c 45%, #b8f63c)',
            backgroundClip: 'text',
            color: 'transparent',
            mb: 2,
          }}
        >
          {translate('app.landing.heroTitle')}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ maxWidth: 680, mx: 'auto', mb: 4 }}
        >
          {translate('app.landing.heroText')}
        </Typography>
        <CallToAction />
      </Box>
      <Box component="section" aria-labelledby="features-heading">
        <Typography id="features-heading" component="h2" variant="h5" align="center" sx={{ mb: 3 }}>
          {translate('app.landing.featuresHeading')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.name} {...feature} />
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
