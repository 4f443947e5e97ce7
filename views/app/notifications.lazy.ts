// Loaded with the first toast (see toast.tsx), styles included.
import '@mantine/notifications/styles.css'

export { Notifications, notifications } from '@mantine/notifications'
