// The Mantine styles the colour editor uses beyond the site's own (views/styles.ts); loaded with it.
import '@mantine/core/styles/ColorInput.css'
import '@mantine/core/styles/ColorPicker.css'
import '@mantine/core/styles/ColorSwatch.css'
