// The offline page's only script (offline.html; a file, since the CSP allows no inline script). It reads
// what the app keeps in local storage (core §3: `partner-settings`, `language`) and trusts none of it: a
// value that does not parse leaves the neutral theme and Dutch. Plain JavaScript, not bundled: the
// service worker precaches it as it is. The colour rules follow api/contract/colors.ts and contrast.ts
// (test/components/offline-page.test.ts compares them with the app's).

const TEXTS = {
  nl: {
    title: 'Je bent offline',
    message: 'Controleer je verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
  en: { title: 'You are offline', message: 'Check your connection and try again.', retry: 'Try again' },
  fr: {
    title: 'Vous êtes hors ligne',
    message: 'Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
  de: {
    title: 'Sie sind offline',
    message: 'Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },
}

/** The neutral theme: the site's own dark grey (favicon.svg) on white. */
const NEUTRAL = {
  primary: '#1f2937',
  background: '#ffffff',
  text: '#1f2937',
  heading: '#1f2937',
  header_background: '#ffffff',
  navigation_item: '#1f2937',
  button_primary: '#1f2937',
  button_primary_text: '#ffffff',
}

/** The keys this page paints, with the fallback chain of api/contract/colors.ts; the chain ends at white. */
const FALLBACK = {
  primary: null,
  background: null,
  text: null,
  heading: 'text',
  // The header band: a logo drawn for the partner's header colour stays visible on it.
  header_background: 'background',
  navigation_item: 'text',
  button_primary: 'primary',
  button_primary_text: null,
}
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i

function readJson(key) {
  try {
    const raw = localStorage.getItem(key)
    return raw ? JSON.parse(raw) : null
  } catch {
    return null
  }
}

/** The stored partner when it is this host's and has the fields used here; otherwise null. */
function storedPartner() {
  const p = readJson('partner-settings')
  const slug = location.hostname.split('.')[0]
  if (!p || typeof p !== 'object' || p.slug !== slug || typeof p.name !== 'string') return null
  if (!Array.isArray(p.colors) || !p.brand || typeof p.brand !== 'object') return null
  return p
}

function language(partner) {
  let stored = null
  try {
    stored = localStorage.getItem('language')
  } catch {
    // Storage blocked: the partner's default, else Dutch.
  }
  const known = (code) => typeof code === 'string' && Object.hasOwn(TEXTS, code)
  // As the app does (i18n/languages.ts initialLanguage): the stored choice when the partner offers it.
  const offered = (code) => !Array.isArray(partner?.languages) || partner.languages.includes(code)
  if (known(stored) && offered(stored)) return stored
  return known(partner?.default_language) ? partner.default_language : 'nl'
}

function resolve(colors, key) {
  const given = new Map()
  for (const c of colors) {
    if (c && typeof c.key === 'string' && typeof c.value === 'string' && HEX.test(c.value))
      given.set(c.key, c.value.toLowerCase())
  }
  let at = key
  for (let hops = 0; at && hops < 10; hops += 1) {
    if (given.has(at)) return given.get(at)
    at = FALLBACK[at]
  }
  return '#ffffff'
}

const rgb = (hex) => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.slice(0, 7)
  const n = Number.parseInt(full.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const channel = (c) => {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
const luminance = (hex) => {
  const [r, g, b] = rgb(hex)
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}
const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}
const toHex = (c) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`

/** Text that reads (4.5:1) on its background: its own hue moved toward black or white until it does. */
function readable(foreground, background) {
  if (contrast(foreground, background) >= 4.5) return foreground
  const target = luminance(background) > 0.18 ? 0 : 255
  const from = rgb(foreground)
  for (let step = 1; step <= 10; step += 1) {
    const mixed = toHex(from.map((c) => c + (target - c) * (step / 10)))
    if (contrast(mixed, background) >= 4.5) return mixed
  }
  return target === 0 ? '#000000' : '#ffffff'
}

/** Button text: the partner's choice when it reads on the button, else black or white. */
const textOn = (background, preferred) =>
  contrast(preferred, background) >= 4.5
    ? preferred
    : contrast('#000000', background) >= contrast('#ffffff', background)
      ? '#000000'
      : '#ffffff'

function themeOf(partner) {
  if (!partner) return NEUTRAL
  const c = Object.fromEntries(Object.keys(FALLBACK).map((key) => [key, resolve(partner.colors, key)]))
  return {
    primary: c.primary,
    background: c.background,
    text: readable(c.text, c.background),
    heading: readable(c.heading, c.background),
    header_background: c.header_background,
    navigation_item: readable(c.navigation_item, c.header_background),
    button_primary: c.button_primary,
    button_primary_text: textOn(c.button_primary, c.button_primary_text),
  }
}

/** A logo address the page may load: a path on this site or an https address. */
function logoSource(partner) {
  const src = partner?.brand?.logo_primary
  if (typeof src !== 'string') return null
  if (src.startsWith('/') && !src.startsWith('//')) return src
  return /^https:\/\//i.test(src) ? src : null
}

function render() {
  const partner = storedPartner()
  const locale = language(partner)
  const text = TEXTS[locale]
  const root = document.documentElement
  root.lang = locale
  const theme = themeOf(partner)
  for (const [key, value] of Object.entries(theme))
    root.style.setProperty(`--partner-${key.replaceAll('_', '-')}`, value)
  const font = partner?.brand?.font_primary
  if (typeof font === 'string' && /^[\w\s,"'-]+$/.test(font)) root.style.setProperty('--partner-font', font)
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary)

  document.getElementById('offline-title').textContent = text.title
  document.getElementById('offline-message').textContent = text.message
  document.getElementById('offline-retry').textContent = text.retry
  document.title = partner ? `${text.title} · ${partner.name}` : text.title

  if (partner) {
    const name = document.getElementById('offline-name')
    const logo = document.getElementById('offline-logo')
    name.textContent = partner.name
    const src = logoSource(partner)
    const showName = () => {
      logo.hidden = true
      name.hidden = false
    }
    if (src) {
      // Not in the worker's cache (another host's logo): the name instead of a broken image.
      logo.addEventListener('error', showName)
      logo.alt = partner.name
      logo.src = src
      logo.hidden = false
    } else showName()
  }
}

render()
// A reload asks the network again; when it answers, the app comes back where the customer was.
document.getElementById('offline-retry').addEventListener('click', () => location.reload())
