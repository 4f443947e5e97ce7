import type { ButtonHTMLAttributes } from 'react'

/**
 * Mantine's CloseIcon drawn as two strokes: the same cross at every size (its outline path is 700
 * characters that hardly compress, on every first page).
 */
const CROSS = 'M3.625 3.625l7.75 7.75m0-7.75-7.75 7.75'

/**
 * Mantine's CloseButton (size md, variant subtle) as plain elements: its classes and icon, so the global
 * sheet (CloseButton.css) draws it, hover and focus ring included, as it draws a CloseButton; its cross is
 * drawn as two strokes (CROSS). For the notices (Notice.tsx), which are on every first page: the
 * CloseButton module stays off it (issue 26). test/unit/plain-elements.test.tsx checks that it renders
 * what CloseButton renders, but for the icon's path.
 */
export function PlainCloseButton({ className, ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const classes = [
    'mantine-focus-auto mantine-active m_220c80f2',
    className,
    'm_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root',
  ]
  return (
    <button className={classes.filter(Boolean).join(' ')} data-variant="subtle" type="button" {...button}>
      <svg
        viewBox="0 0 15 15"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
        style={{ width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' }}
      >
        <path d={CROSS} stroke="currentColor" strokeWidth="1.15" strokeLinecap="round" />
      </svg>
    </button>
  )
}
