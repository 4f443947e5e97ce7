import { useId, type CSSProperties, type InputHTMLAttributes } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'style' | 'id'> & {
  label: string
  /** On the root, as TextInput's `style`. */
  style?: CSSProperties
}

/**
 * Mantine's TextInput at size md (a label, no description, error or sections) as plain elements: Mantine's
 * own classes, attributes and variables, so the global sheet (Input.css) draws it, focus and all, as it
 * draws a TextInput. For the welcome page, which must be small before the app runs (issue 26): the Input
 * module is 4 KB of script the first page then does without. test/unit/plain-elements.test.tsx checks
 * that it renders what TextInput renders; a Mantine upgrade that changes TextInput fails there.
 */
export function PlainTextInput({ label, style, ...input }: Props) {
  // As Mantine's useId: its prefix, React's id.
  const id = `mantine-${useId().replace(/:/g, '')}`
  return (
    <div style={style} className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root" data-size="md">
      <label
        style={{ '--input-label-size': 'var(--mantine-font-size-md)' } as CSSProperties}
        className="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"
        data-size="md"
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      <div
        style={
          {
            '--input-height': 'var(--input-height-md)',
            '--input-fz': 'var(--mantine-font-size-md)',
          } as CSSProperties
        }
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="md"
      >
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          {...input}
          id={id}
        />
      </div>
    </div>
  )
}
