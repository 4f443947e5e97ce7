import { createTheme, type MantineColorsTuple } from '@mantine/core'

/**
 * One static theme for every partner. Partner colours never rebuild it: the brand shades are
 * CSS variables (`--partner-brand-0..9`) that `applyPartnerTheme` sets with style.setProperty.
 */
const brand = Array.from(
  { length: 10 },
  (_, i) => `var(--partner-brand-${i})`,
) as unknown as MantineColorsTuple

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: 'var(--partner-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)',
  headings: { fontFamily: 'var(--partner-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif)' },
  // The spec's breakpoints: 480, 768, 992, 1200 (350 and the 865 backdrop switch are CSS-only).
  breakpoints: { xs: '30em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  cursorType: 'pointer',
})
