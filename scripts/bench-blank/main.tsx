// The LCP baseline of `npm run bench` (issue 26): a blank Vite + React 19 page, built and served the way
// the product is, whose largest paint is a heading React renders. Not part of the product.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Vite + React</h1>
    <p>A blank page to compare the first paint with.</p>
  </StrictMode>,
)
