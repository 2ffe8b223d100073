import { platform } from '@chalkline/contracts';
import { alpha, createTheme, type ThemeOptions } from '@mui/material/styles';
import type { ColorScheme } from './colorScheme';

/** The colours of one scheme; ui/plain/base.css holds the same values as CSS variables (theme-tokens.test.ts). */
interface Tokens {
  mode: ColorScheme;
  primary: { main: string; light: string; dark: string; contrastText: string };
  secondary: { main: string; light: string; dark: string; contrastText: string };
  warning: { main: string; light: string; dark: string; contrastText: string };
  success: string;
  error: string;
  info: string;
  /** Text on a filled success, error or info colour. */
  onStatus: string;
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
  /** Dividers and card edges are this colour, faint. */
  edge: string;
  /** A surface dark in both schemes, under white text (the public footer). */
  surfaceInverse: string;
}

// Each colour carries white text at 4.5:1 or more and is readable as text on the page's light backgrounds
// (WCAG 1.4.3, issue 35; `theme-contrast.test.ts`): the brand's brighter blue and orange stay in the logo.
const light: Tokens = {
  mode: 'light',
  primary: { main: '#1a66d9', light: '#5a9bff', dark: '#1550b8', contrastText: '#ffffff' },
  secondary: { main: '#17203a', light: '#2c3a63', dark: '#0c1224', contrastText: '#ffffff' },
  warning: { main: '#b35900', light: '#ffb347', dark: '#8f4600', contrastText: '#ffffff' },
  success: '#187a42',
  error: '#c93434',
  info: '#0878a8',
  onStatus: '#ffffff',
  background: { default: '#f7f9fc', paper: '#ffffff' },
  text: { primary: '#17203a', secondary: '#55607a' },
  edge: '#17203a',
  surfaceInverse: '#17203a',
};

// The dark scheme (ADR 0083): the same hues, lightened until each
// reads at 4.5:1 as text on the dark page and carries the page's near-black as its own text when filled.
const dark: Tokens = {
  mode: 'dark',
  primary: { main: '#8ab8ff', light: '#b5d2ff', dark: '#6aa3ff', contrastText: '#0c1224' },
  secondary: { main: '#c9d2e6', light: '#e3e8f3', dark: '#aeb9d1', contrastText: '#0c1224' },
  warning: { main: '#ffb457', light: '#ffcf8f', dark: '#f59f3a', contrastText: '#0c1224' },
  success: '#6fd69a',
  error: '#ff9a93',
  info: '#71cdf2',
  onStatus: '#0c1224',
  background: { default: '#0e1322', paper: '#161d31' },
  text: { primary: '#e8ecf5', secondary: '#aab4ca' },
  edge: '#e8ecf5',
  surfaceInverse: '#070b16',
};

/** Both schemes' colours, for the tests that keep them readable and equal to the CSS variables. */
export const schemeTokens = { light, dark } as const;

const optionsFor = (t: Tokens): ThemeOptions => ({
  breakpoints: {
    values: { xs: 0, sm: 600, md: platform.breakpoints.mobile, lg: 1200, xl: 1536 },
  },
  palette: {
    mode: t.mode,
    primary: t.primary,
    secondary: t.secondary,
    warning: t.warning,
    success: { main: t.success, contrastText: t.onStatus },
    error: { main: t.error, contrastText: t.onStatus },
    info: { main: t.info, contrastText: t.onStatus },
    background: t.background,
    text: t.text,
    divider: alpha(t.edge, t.mode === 'dark' ? 0.14 : 0.1),
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
        root: { border: `1px solid ${alpha(t.edge, t.mode === 'dark' ? 0.12 : 0.08)}`, borderRadius: 20 },
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
          border: `1px solid ${alpha(t.edge, t.mode === 'dark' ? 0.14 : 0.1)}`,
          borderRadius: 12,
          '&::before': { display: 'none' },
          '&:not(:last-of-type)': { marginBottom: 12 },
        },
      },
    },
  },
});

const reducedMotion: ThemeOptions = {
  transitions: {
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

/**
 * Chalkline's theme (platform spec §1: primary blue, dark secondary, orange warning).
 * Rounded, roomy and friendly for young learners while staying calm enough for parents and tutors.
 */
export const theme = createTheme(optionsFor(light));

/** The same theme in the dark scheme (issue 35): the system's choice, or the person's (`colorScheme.ts`). */
export const darkTheme = createTheme(optionsFor(dark));

/**
 * A theme for a visitor who asked for less motion (`prefers-reduced-motion`, WCAG 2.3.3): every MUI transition
 * (dialogs, drawers, menus, collapses) takes no time, its timers included, not only its CSS.
 */
const reducedMotionThemes = {
  light: createTheme(optionsFor(light), reducedMotion),
  dark: createTheme(optionsFor(dark), reducedMotion),
};

/** The theme for a scheme and a motion preference. */
export function themeFor(scheme: ColorScheme, reduceMotion: boolean) {
  if (reduceMotion) return reducedMotionThemes[scheme];
  return scheme === 'dark' ? darkTheme : theme;
}
