// The Mantine styles the journey charts use beyond the site's own (views/styles.ts); loaded with them.
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Center.css'
import '@mantine/core/styles/Code.css'
import '@mantine/core/styles/SegmentedControl.css'
import '@mantine/core/styles/Tabs.css'
import '@mantine/core/styles/Switch.css'
