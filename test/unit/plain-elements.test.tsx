import { CloseButton, MantineProvider, TextInput } from '@mantine/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PlainCloseButton } from '../../views/ui/PlainCloseButton'
import { PlainTextInput } from '../../views/ui/PlainTextInput'
import { theme } from '../../views/theme/theme'

/** The markup with React's ids made alike: each component has its own. */
const markup = (element: React.ReactElement) =>
  renderToStaticMarkup(<MantineProvider theme={theme}>{element}</MantineProvider>).replaceAll(
    /mantine-_[A-Za-z0-9_]+?_(?=["-])/g,
    'mantine-ID',
  )

describe('PlainTextInput (views/ui/PlainTextInput.tsx)', () => {
  it('renders what Mantine’s TextInput renders at size md: the same elements, classes and variables', () => {
    const props = {
      label: 'Wat is je beroep?',
      placeholder: 'Bijvoorbeeld timmerman',
      value: 'timmer',
      onChange: () => {},
      maxLength: 100,
      style: { flex: '1 1 240px' },
    }
    const plain = markup(<PlainTextInput {...props} />)
    expect(plain).toBe(markup(<TextInput size="md" {...props} />))
    expect(plain).toContain('for="mantine-ID"')
    expect(plain).toContain('value="timmer"')
  })
})

describe('PlainCloseButton (views/ui/PlainCloseButton.tsx)', () => {
  // The cross is the same shape in two strokes instead of Mantine's outline (PlainCloseButton's CROSS).
  const withoutPath = (html: string) => html.replace(/<path [^>]*><\/path>/, '<path/>')

  it('renders what Mantine’s CloseButton renders, with and without a class of its own, but for the cross’s path', () => {
    const onClick = () => {}
    const plain = markup(<PlainCloseButton className="close" aria-label="Sluiten" onClick={onClick} />)
    expect(withoutPath(plain)).toBe(
      withoutPath(markup(<CloseButton className="close" aria-label="Sluiten" onClick={onClick} />)),
    )
    expect(withoutPath(markup(<PlainCloseButton aria-label="Sluiten" />))).toBe(
      withoutPath(markup(<CloseButton aria-label="Sluiten" />)),
    )
    expect(plain).toContain('stroke="currentColor"')
  })
})
