import {
  DRAWER_WIDTH_COLLAPSED,
  DRAWER_WIDTH_OPEN,
  MOBILE_BREAKPOINT,
  TOOLTIP_DELAYS,
} from '@domain/constants';
import type { Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'ra-ui-materialui';

// A dark arena with paint-bright accents. Text colours keep at least 4.5:1 against the backgrounds.

export const paint = {
  magenta: '#ff3d8b',
  lime: '#b8f63c',
  cyan: '#3ad7ff',
  orange: '#ff9f1c',
  night: '#0b0d17',
  panel: '#151a2c',
} as const;

const focusRing = { outline: `3px solid ${paint.cyan}`, outlineOffset: 2 };

export const theme: RaThemeOptions = {
  palette: {
    mode: 'dark',
    primary: { main: paint.magenta, contrastText: '#0b0d17' },
    secondary: { main: paint.lime, contrastText: '#0b0d17' },
    info: { main: paint.cyan },
    warning: { main: paint.orange },
    // MUI's red with white text is 3.7:1; with the night's dark text it is 5.3:1.
    error: { main: '#f44336', contrastText: paint.night },
    background: { default: paint.night, paper: paint.panel },
    text: { primary: '#f3f5ff', secondary: '#b9bfd6' },
  },
  shape: { borderRadius: 10 },
  breakpoints: { values: { xs: 0, sm: MOBILE_BREAKPOINT, md: 900, lg: 1200, xl: 1536 } },
  typography: {
    fontFamily: '"Segoe UI", "Helvetica Neue", Arial, system-ui, sans-serif',
    h1: { fontWeight: 900, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 800 },
    button: { fontWeight: 700, textTransform: 'none' },
  },
  sidebar: { width: DRAWER_WIDTH_OPEN, closedWidth: DRAWER_WIDTH_COLLAPSED },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        '*:focus-visible': focusRing,
        body: { backgroundColor: paint.night },
      },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiAppBar: {
      styleOverrides: {
        root: {
          backgroundColor: 'rgba(11, 13, 23, 0.92)',
          backgroundImage: 'none',
          backdropFilter: 'blur(6px)',
        },
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    // Tooltips show after 100 ms (a 700 ms press on touch, staying 1.5 s), for the collapsed drawer's
    // tooltips and every other one.
    MuiTooltip: { defaultProps: { ...TOOLTIP_DELAYS } },
    // react-admin hides the helper texts of a list's filters, and with them a filter's error: a filter that
    // is not applied says why under its input ("A week is a whole number from 1."), as do the filters that
    // explain themselves. The inputs line up at their tops, so a text under one leaves the others where
    // they are; the padding keeps them where react-admin puts them (at the foot of its 64 px form) without one.
    RaFilterForm: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          alignItems: 'flex-start',
          [theme.breakpoints.up('sm')]: { paddingTop: theme.spacing(2) },
          '& .MuiFormHelperText-root': { display: 'block' },
        }),
      },
    },
  },
};
