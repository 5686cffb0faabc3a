import {
  Alert,
  createTheme,
  DEFAULT_THEME,
  Loader,
  Modal,
  Notification,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

// Deep green, dark enough that white text on it and it on white both pass WCAG AA.
const brand: MantineColorsTuple = [
  '#e6f6ef',
  '#cdeadf',
  '#9dd5bf',
  '#69bf9d',
  '#40ac81',
  '#26a06f',
  '#128a5d',
  '#0b6e4f',
  '#075a40',
  '#024530',
];

/**
 * The status badges that ask for attention (Under Review, Follow Up, Low Stock, On Leave,
 * Postponed) use orange.9. Mantine's (#d9480f) carries white text at 4.3:1, under WCAG AA's
 * 4.5:1 for badge-sized text; this one is 5.2:1. The lighter shades stay Mantine's.
 */
const ATTENTION_ORANGE = '#c2410c';
const orange = DEFAULT_THEME.colors.orange.map((shade, index) =>
  index === 9 ? ATTENTION_ORANGE : shade,
) as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, orange },
  defaultRadius: 'md',
  // md is the sidebar breakpoint: 1024 px (product.md §9).
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  components: {
    // A light yellow alert's title and icon are yellow on pale yellow (about 2:1); the text
    // colour keeps 4.5:1 (the clearance notices, product.md §3.2.1).
    Alert: Alert.extend({
      vars: (_theme, props) => ({
        root:
          props.color === 'yellow' && (props.variant ?? 'light') === 'light'
            ? { '--alert-color': 'var(--mantine-color-text)' }
            : {},
      }),
    }),
    // A loader is named ("Loading the trends") and a name needs a role: as a status, screen
    // readers also announce it (a bare span with aria-label is an ARIA error, which axe caught
    // when the overview's charts were still loading).
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // Mantine's modal close button is an icon without a name; screen readers need one.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } },
    }),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

// Mantine's default "dimmed" grey is 3.3:1 on white; this one is 6:1.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Error text and required marks: red 9 keeps 5:1 on white (red 6 is 3.6:1).
  light: { '--mantine-color-dimmed': '#555d65', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
