import type { SVGProps } from 'react'

// A handful of stroke icons (Tabler's shapes, MIT) inline: an icon library would cost more than the screens.
const icon = (paths: string[]) =>
  function Icon({ size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    )
  }

export const TrashIcon = icon([
  'M4 7h16',
  'M10 11v6',
  'M14 11v6',
  'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12',
  'M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3',
])
export const CartIcon = icon([
  'M6 19a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  'M17 19a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  'M17 17H6V3H4',
  'M6 5l14 1l-1 7H6',
])
export const ChevronDownIcon = icon(['M6 9l6 6l6-6'])
export const CheckIcon = icon(['M5 12l5 5l10-10'])
export const SearchIcon = icon(['M3 10a7 7 0 1 0 14 0a7 7 0 1 0-14 0', 'M21 21l-6-6'])
export const SparklesIcon = icon([
  'M16 18a2 2 0 0 1 2 2a2 2 0 0 1 2-2a2 2 0 0 1-2-2a2 2 0 0 1-2 2z',
  'M16 6a2 2 0 0 1 2 2a2 2 0 0 1 2-2a2 2 0 0 1-2-2a2 2 0 0 1-2 2z',
  'M9 18a6 6 0 0 1 6-6a6 6 0 0 1-6-6a6 6 0 0 1-6 6a6 6 0 0 1 6 6z',
])
