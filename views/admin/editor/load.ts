import { loadAdminMessages } from '../messages'

/** The editor's chunk, resolved once its texts (the `admin` catalog) are loaded: for `React.lazy`. */
export async function loadEditor() {
  const [editor] = await Promise.all([import('./AdminEditor'), loadAdminMessages()])
  return editor
}
