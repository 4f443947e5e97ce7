import { resolveColors } from '../../contract/colors'
import type { Partner } from '../../contract/partner'

/** The icon every partner without a logo gets (public/favicon.svg, the site's own mark). */
export const DEFAULT_ICON = '/favicon.svg'

/** Home-screen labels are cut at about twelve characters (Chrome, Android). */
const SHORT_NAME_LENGTH = 12

interface ManifestIcon {
  src: string
  sizes: string
  type?: string
  purpose: 'any'
}

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
}

function iconOf(src: string): ManifestIcon {
  const extension = /\.([a-z]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase() ?? ''
  const type = TYPES[extension]
  // An SVG scales to every size; for the rest the browser measures the picture itself.
  return {
    src,
    sizes: type === 'image/svg+xml' ? 'any' : '512x512',
    ...(type ? { type } : {}),
    purpose: 'any',
  }
}

/** A logo the browser may fetch for an icon: a path on the site or an https address. */
const usableLogo = (src: string | null): src is string =>
  src !== null && ((src.startsWith('/') && !src.startsWith('//')) || /^https:\/\//i.test(src))

function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name
  const first = name.split(/\s+/)[0] ?? name
  return (first.length <= SHORT_NAME_LENGTH ? first : name.slice(0, SHORT_NAME_LENGTH)).trim()
}

/**
 * The partner's web app manifest (`GET /manifest.webmanifest`): its name, its colours through their
 * fallbacks (api/contract/colors.ts), its logo as the icon with the site's mark after it, opening at the
 * start of the funnel. Only what the public partner answer already shows.
 */
export function webManifest(partner: Pick<Partner, 'name' | 'default_language' | 'colors' | 'brand'>) {
  const colors = resolveColors(partner.colors)
  const logo = partner.brand.logo_primary
  return {
    id: '/',
    name: partner.name,
    short_name: shortName(partner.name),
    lang: partner.default_language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colors.primary,
    background_color: colors.background,
    icons: [...(usableLogo(logo) ? [iconOf(logo)] : []), iconOf(DEFAULT_ICON)],
  }
}
