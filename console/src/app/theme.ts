import {
  createTheme,
  defaultVariantColorsResolver,
  localStorageColorSchemeManager,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** Built around the default branding: #A298E7 on dark, #513DD1 on light (spec section 9). */
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

export const theme = createTheme({
  primaryColor: 'loom',
  primaryShade: { light: 7, dark: 3 },
  colors: { loom },
  defaultRadius: 'md',
  cursorType: 'pointer',
  /** Text on filled primary surfaces follows the scheme: the dark theme's light purple needs dark text. */
  variantColorResolver: (input) => {
    const colors = defaultVariantColorsResolver(input);
    const { color } = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
    return input.variant === 'filled' && color === 'loom' ? { ...colors, color: 'var(--netloom-on-primary)' } : colors;
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--netloom-on-primary': 'var(--mantine-color-white)' },
  dark: { '--netloom-on-primary': 'var(--mantine-color-dark-8)' },
});

/** The theme choice, dark unless the user picked light; persisted in local storage. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'netloom.theme' });
