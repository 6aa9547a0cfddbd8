import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { NoIcon, YesIcon } from './generic/spokenIcons.tsx';
import { ListCard } from './layout/ListCard.tsx';

/** Read once, when the back office loads: a change of the setting shows from the next page load on. */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Fonts are the back office's own (imported in main.tsx from npm, served with it): Roboto for Latin, then
 * Noto Sans Bengali for Bengali and the taka sign, so that text looks and measures the same on every machine.
 * Colours are a shade darker than Material's defaults, so that text on them, and coloured text on the
 * page, the filled inputs and the form toolbar (grey 300), reads at a contrast of 4.5:1 or more (WCAG AA).
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  // For someone who asked their system for less motion: no transitions (menus, dialogs, drawers and notices appear
  // at once) and, below, no ripple under a click. Progress indicators keep moving: they say something is loading.
  ...(reducedMotion && {
    transitions: {
      create: () => 'none',
      duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
    },
  }),
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0', contrastText: '#fff' },
    // The app bar's colour.
    secondary: { main: '#1565c0', contrastText: '#fff' },
    error: { main: '#b71c1c', contrastText: '#fff' },
  },
  components: {
    ...defaultTheme.components,
    ...(reducedMotion && { MuiButtonBase: { defaultProps: { disableRipple: true } } }),
    RaBooleanField: { defaultProps: { TrueIcon: YesIcon, FalseIcon: NoIcon } },
    // A list's filters and its buttons share a row while they fit; when they do not, the buttons move to a row of
    // their own above the filters (at the right), instead of the filters wrapping under a crowded toolbar or the
    // buttons running into each other. Phones keep react-admin's own column.
    RaListToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.up('sm')]: { flexWrap: 'wrap-reverse', columnGap: theme.spacing(2) },
        }),
      },
    },
    RaFilterForm: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.up('md')]: { flex: '1 1 auto' } }) },
    },
    RaTopToolbar: { styleOverrides: { root: { marginLeft: 'auto' } } },
    // react-admin's "The page is loading" line is drawn in the disabled grey, too faint to read (2.5:1).
    RaLoading: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }) },
    },
    // A table wider than the window (many columns on a narrow screen) scrolls inside its card: the page keeps
    // the window's width, so that the toolbars above it stay in view.
    RaList: { defaultProps: { component: ListCard } },
    // A spinner is a progress bar, which needs a name; react-admin's own (the app bar's, a loading field's) give
    // none. The report frames pass the translated word; any other spinner is named by this one.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiCheckbox: {
      defaultProps: {
        // react-admin names a list row's selection box ("Select this row") on the box's wrapper, where
        // ARIA allows no name, and leaves the checkbox itself unnamed: the name moves to the checkbox.
        slotProps: {
          root: (ownerState: CheckboxOwnerState) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: CheckboxOwnerState) => ({
            ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
            ...ownerState.inputProps,
          }),
        },
      },
    },
  },
  typography: {
    fontFamily: 'Roboto, "Noto Sans Bengali", sans-serif',
  },
};
