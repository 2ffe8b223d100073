import { platform } from '@chalkline/contracts';
import { alpha, createTheme, type ThemeOptions } from '@mui/material/styles';

// Each colour carries white text at 4.5:1 or more and is readable as text on the page's light backgrounds
// (WCAG 1.4.3, issue 35; `theme-contrast.test.ts`): the brand's brighter blue and orange stay in the logo.
const primary = '#1a66d9';
const secondary = '#17203a';
const warning = '#b35900';

const options: ThemeOptions = {
  breakpoints: {
    values: { xs: 0, sm: 600, md: platform.breakpoints.mobile, lg: 1200, xl: 1536 },
  },
  palette: {
    mode: 'light',
    primary: { main: primary, light: '#5a9bff', dark: '#1550b8', contrastText: '#ffffff' },
    secondary: { main: secondary, light: '#2c3a63', dark: '#0c1224', contrastText: '#ffffff' },
    warning: { main: warning, light: '#ffb347', dark: '#8f4600', contrastText: '#ffffff' },
    success: { main: '#187a42', contrastText: '#ffffff' },
    error: { main: '#c93434', contrastText: '#ffffff' },
    info: { main: '#0878a8', contrastText: '#ffffff' },
    background: { default: '#f7f9fc', paper: '#ffffff' },
    text: { primary: '#17203a', secondary: '#55607a' },
    divider: alpha(secondary, 0.1),
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Nunito", "Segoe UI", "Helvetica Neue", "Liberation Sans", Arial, system-ui, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.1 },
    h2: { fontWeight: 800, letterSpacing: '-0.015em', lineHeight: 1.15 },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 700, textTransform: 'none', letterSpacing: 0 },
    overline: { fontWeight: 800, letterSpacing: '0.12em' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20 },
        sizeLarge: { paddingBlock: 12, paddingInline: 28, fontSize: '1rem' },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: { border: `1px solid ${alpha(secondary, 0.08)}`, borderRadius: 20 },
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 20 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // No asterisk in labels: a label reads exactly as the field's name (screen readers, getByLabel);
    // optional fields say "Optional" instead (docs: web decisions).
    MuiInputLabel: { defaultProps: { required: false } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 700 } } },
    // A subtitle is styled text (a field group's caption, a popover's title), not an <h6>: under a page's h1 an
    // h6 skips five levels (axe's heading-order). Where one is a heading, `component` gives its level.
    MuiTypography: {
      defaultProps: {
        variantMapping: {
          h1: 'h1',
          h2: 'h2',
          h3: 'h3',
          h4: 'h4',
          h5: 'h5',
          h6: 'h6',
          subtitle1: 'p',
          subtitle2: 'p',
          body1: 'p',
          body2: 'p',
          inherit: 'p',
        },
      },
    },
    MuiAccordion: {
      defaultProps: { disableGutters: true, elevation: 0 },
      styleOverrides: {
        root: {
          border: `1px solid ${alpha(secondary, 0.1)}`,
          borderRadius: 12,
          '&::before': { display: 'none' },
          '&:not(:last-of-type)': { marginBottom: 12 },
        },
      },
    },
  },
};

/**
 * Chalkline's theme (platform spec §1: primary blue, dark secondary, orange warning).
 * Rounded, roomy and friendly for young learners while staying calm enough for parents and tutors.
 */
export const theme = createTheme(options);

/**
 * The same theme for a visitor who asked for less motion (`prefers-reduced-motion`, WCAG 2.3.3): every MUI
 * transition (dialogs, drawers, menus, collapses) takes no time, its timers included, not only its CSS.
 */
export const reducedMotionTheme = createTheme(options, {
  transitions: {
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
});
