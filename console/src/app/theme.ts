import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  lighten,
  localStorageColorSchemeManager,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import { DEFAULT_BRANDING } from '../server-status/branding';

/** Built around the default branding: #A298E7 on dark, #513DD1 on light. */
const loom: MantineColorsTuple = [
  '#f0eefc',
  '#dedaf8',
  '#c4bdf2',
  '#a298e7',
  '#8d80e2',
  '#7a6bdc',
  '#6955d8',
  '#513dd1',
  '#4532b3',
  '#382891',
];

/** A palette around custom brand colours: the dark theme's colour at shade 3, the light theme's at 7. */
function brandPalette(dark: string, light: string): MantineColorsTuple {
  return [
    lighten(dark, 0.85),
    lighten(dark, 0.65),
    lighten(dark, 0.35),
    dark,
    darken(dark, 0.08),
    darken(dark, 0.16),
    lighten(light, 0.12),
    light,
    darken(light, 0.15),
    darken(light, 0.3),
  ];
}

function isDefaultPalette(dark: string, light: string): boolean {
  return (
    dark.toLowerCase() === DEFAULT_BRANDING.primaryColorDark.toLowerCase() &&
    light.toLowerCase() === DEFAULT_BRANDING.primaryColorLight.toLowerCase()
  );
}

/** The theme with the primary colours of the branding in force. */
export function createNetloomTheme(
  primaryColorDark: string,
  primaryColorLight: string,
  /** The name of a notification's close button, in the reader's language. */
  closeLabel: string,
): MantineThemeOverride {
  return createTheme({
    components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
    primaryColor: 'loom',
    primaryShade: { light: 7, dark: 3 },
    colors: {
      loom: isDefaultPalette(primaryColorDark, primaryColorLight)
        ? loom
        : brandPalette(primaryColorDark, primaryColorLight),
    },
    defaultRadius: 'md',
    cursorType: 'pointer',
    /** Text on filled primary surfaces follows the scheme: the dark theme's light purple needs dark text. */
    variantColorResolver: (input) => {
      const colors = defaultVariantColorsResolver(input);
      const { color } = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
      return input.variant === 'filled' && color === 'loom'
        ? { ...colors, color: 'var(--netloom-on-primary)' }
        : colors;
    },
  });
}

/**
 * The dark theme's primary shade (3) suits the light brand purple only: every other colour keeps
 * Mantine's usual dark-scheme shades, so red or green filled buttons stay deep enough for white text.
 */
function darkSchemeColorShades(theme: MantineTheme): Record<string, string> {
  return Object.fromEntries(
    Object.keys(theme.colors)
      .filter((color) => color !== theme.primaryColor)
      .flatMap((color) => [
        [`--mantine-color-${color}-filled`, `var(--mantine-color-${color}-8)`],
        [`--mantine-color-${color}-filled-hover`, `var(--mantine-color-${color}-9)`],
        [`--mantine-color-${color}-outline`, `var(--mantine-color-${color}-4)`],
      ]),
  );
}

/**
 * Mantine's palettes whose light-variant text (shade 9 on shade 1: badges, light buttons) falls
 * short of 4.5:1 in the light scheme; their text is taken 30 % darker, which gives at least 5:1.
 */
const LOW_CONTRAST_LIGHT_VARIANTS = ['red', 'orange', 'yellow', 'lime', 'green', 'teal'];

function lightSchemeVariantText(theme: MantineTheme): Record<string, string> {
  return Object.fromEntries(
    LOW_CONTRAST_LIGHT_VARIANTS.map((color) => [
      `--mantine-color-${color}-light-color`,
      darken(theme.colors[color][9], 0.3),
    ]),
  );
}

/**
 * Dimmed text a shade deeper than Mantine's, so it keeps 4.5:1 contrast on the body and on cards
 * (WCAG AA), and light-variant text that keeps it too.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--netloom-on-primary': 'var(--mantine-color-white)',
    '--mantine-color-dimmed': '#5c636a',
    ...lightSchemeVariantText(theme),
  },
  dark: {
    '--netloom-on-primary': 'var(--mantine-color-dark-8)',
    '--mantine-color-dimmed': '#a3a3a3',
    ...darkSchemeColorShades(theme),
  },
});

/** The theme choice, dark unless the user picked light; persisted in local storage. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'netloom.theme' });
