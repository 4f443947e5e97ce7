import {
  ActionIcon,
  Button,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  ThemeIcon,
  type VariantColorsResolver,
} from '@mantine/core'

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
    hover: 'color-mix(in srgb, var(--partner-button-primary) 85%, var(--partner-button-primary-text))',
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
    Button: Button.extend({ defaultProps: { color: 'brand' } }),
    ActionIcon: ActionIcon.extend({ defaultProps: { color: 'brand' } }),
    ThemeIcon: ThemeIcon.extend({ defaultProps: { color: 'brand' } }),
  },
  cursorType: 'pointer',
})
