import { MantineProvider, TextInput } from '@mantine/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PlainTextInput } from '../../views/layout/PlainTextInput'
import { theme } from '../../views/theme/theme'

/** The markup with React's ids made alike: each component has its own. */
const markup = (element: React.ReactElement) =>
  renderToStaticMarkup(<MantineProvider theme={theme}>{element}</MantineProvider>).replaceAll(
    /mantine-_[A-Za-z0-9_]+?_(?=["-])/g,
    'mantine-ID',
  )

describe('PlainTextInput (views/layout/PlainTextInput.tsx)', () => {
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
