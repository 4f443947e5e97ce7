/** A page whose `<script id={id} type="application/json">` holds `text` (none: `null`), as the server writes it. */
export function pageWith(id: string, text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page')
  if (text !== null) {
    const element = doc.createElement('script')
    element.id = id
    element.type = 'application/json'
    element.textContent = text
    doc.body.append(element)
  }
  return doc
}
