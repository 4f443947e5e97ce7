import {
  type ActionIconProps,
  Button,
  type MenuProps,
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type ThemeIconProps,
  type VariantColorsResolver,
} from '@mantine/core'
import buttonClasses from './button.module.css'

/**
 * One static theme for every partner. Partner colours never rebuild it: the brand shades are
 * CSS variables (`--partner-brand-0..9`) that `applyPartnerTheme` sets with style.setProperty.
 */
const brand = Array.from(
  { length: 10 },
  (_, i) => `var(--partner-brand-${i})`,
) as unknown as MantineColorsTuple

/** Filled brand surfaces (buttons, step numbers) use the partner's button colours, not the raw primary. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input)
  const isBrand = (input.color ?? input.theme.primaryColor) === 'brand'
  if (!isBrand || input.variant !== 'filled') return colors
  return {
    ...colors,
    background: 'var(--partner-button-primary)',
    // Away from the text under the pointer (partner-theme.ts `hoverOf`): never fainter than at rest.
    hover: 'var(--partner-button-primary-hover)',
    color: 'var(--partner-button-primary-text)',
  }
}

const font = 'var(--partner-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)'

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  variantColorResolver,
  fontFamily: font,
  headings: { fontFamily: font },
  // The spec's breakpoints: 480, 768, 992, 1200 (350 and the 865 backdrop switch are CSS-only).
  breakpoints: { xs: '30em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  // Mantine consults the resolver only when a colour is given, so give the brand one by default.
  components: {
    // `data-theme-keys`: the colours a filled button paints, for the admin's colour editor (issue 20).
    Button: Button.extend({
      defaultProps: { color: 'brand', 'data-theme-keys': 'button_primary button_primary_text' } as {
        color: string
      },
      classNames: { root: buttonClasses.root },
    }),
    // Plain objects, not ActionIcon.extend: importing ActionIcon here would put it (and its groups) on
    // the first page, which has none.
    ActionIcon: { defaultProps: { color: 'brand' } satisfies Partial<ActionIconProps> },
    ThemeIcon: { defaultProps: { color: 'brand' } satisfies Partial<ThemeIconProps> },
    // No focus placeholder (a role=presentation child of role=menu: axe aria-required-children,
    // critical) and no fade (its items read mid-fade at 3.66:1), for every menu. A plain object, not
    // Menu.extend: importing Menu here would put it (and floating-ui) on the first page.
    Menu: {
      defaultProps: {
        withInitialFocusPlaceholder: false,
        transitionProps: { duration: 0 },
      } satisfies Partial<MenuProps>,
    },
  },
  cursorType: 'pointer',
})

/**
 * Text in the status colours dark enough to read (WCAG AA, 4.5:1) on their light fills and on white:
 * Mantine's own light and outline text (badges, alerts) reads 3.3 to 3.8:1.
 */
const STATUS_TEXT: Record<string, string> = {
  green: '#1e6b2f',
  gray: '#495057',
  orange: '#8a3c00',
  teal: '#0b6b50',
  red: '#a51d1d',
  yellow: '#6e5200',
  blue: '#1a5a9e',
}

/**
 * Mantine's "dimmed" grey (descriptions, helper texts: 3.3:1 on white) is the partner's muted text colour,
 * which partnerCssVariables makes readable (at least 4.5:1) on the partner's background; error texts and
 * the status colours' light and outline texts are darkened to read as well.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--partner-text-muted)',
    // Links in the partner's link colour made readable on its background, not the raw primary (BouwZeker's
    // orange read 3.4:1 as link text).
    '--mantine-color-anchor': 'var(--partner-link)',
    '--mantine-color-error': '#c92a2a',
    ...Object.fromEntries(
      Object.entries(STATUS_TEXT).flatMap(([color, text]) => [
        [`--mantine-color-${color}-light-color`, text],
        [`--mantine-color-${color}-outline`, text],
      ]),
    ),
  },
  dark: {},
})
