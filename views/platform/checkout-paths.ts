import type { FlowMode } from './flow-mode'

/** A machine route as a path of the mode (the calculator has its own checkout page). */
export const pathOf = (route: string, mode: FlowMode) =>
  mode === 'calculator' && route === '/checkout' ? '/insurance-calculator/checkout' : route

/** The profession page of the mode. */
export const professionPathOf = (mode: FlowMode) =>
  mode === 'calculator' ? '/insurance-calculator/profession' : '/profession'

/** The products page of the mode. */
export const productsPathOf = (mode: FlowMode) =>
  mode === 'calculator' ? '/insurance-calculator/available-products' : '/products/available-products'
