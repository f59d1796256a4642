import { messages } from '@domain/messages';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import InsightsIcon from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../authProvider/AuthServices';

const FEATURE_ICONS: ReactNode[] = [
  <EventAvailableIcon key="events" />,
  <InsightsIcon key="insights" />,
  <EmojiEventsIcon key="trophy" />,
];
const ACCENTS = ['primary.main', 'info.main', 'secondary.main'];

function CallToAction() {
  const { user } = useSession();
  if (user) {
    return (
      <Button component={Link} to="/dashboard" variant="contained" size="large">
        {messages.landing.goToDashboard}
      </Button>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
      <Button component={Link} to="/register" variant="contained" size="large">
        {messages.landing.register}
      </Button>
      <Button component={Link} to="/login" variant="outlined" color="secondary" size="large">
        {messages.landing.login}
      </Button>
    </Stack>
  );
}

function FeatureCard({ title, text, index }: { title: string; text: string; index: number }) {
  return (
    <Paper
      component="article"
      elevation={4}
      sx={{ p: 3, flex: 1, borderTop: 4, borderColor: ACCENTS[index], '& svg': { fontSize: 40 } }}
    >
      <Box sx={{ color: ACCENTS[index], mb: 1 }} aria-hidden>
        {FEATURE_ICONS[index]}
      </Box>
      <Typography component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}

export function Landing() {
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1, sm: 3 }, py: { xs: 3, sm: 6 } }}>
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
          {messages.landing.heroTitle}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ maxWidth: 680, mx: 'auto', mb: 4 }}
        >
          {messages.landing.heroText}
        </Typography>
        <CallToAction />
      </Box>
      <Box component="section" aria-labelledby="features-heading">
        <Typography id="features-heading" component="h2" variant="h5" align="center" sx={{ mb: 3 }}>
          {messages.landing.featuresHeading}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          {messages.landing.features.map((feature, index) => (
            <FeatureCard key={feature.title} title={feature.title} text={feature.text} index={index} />
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
