/**
 * The router's `scrollRestoration`: whether it may set the scroll of a page it has rendered (to the top,
 * or back to where the visitor was on that history entry). Not on its first render of the page the
 * browser opened once the visitor has scrolled it: that page is the server's HTML, read and scrolled
 * before the app ran (or put back where it was by the browser on a reload), and a jump to the top then
 * moves what the visitor is about to tap from under their finger (the sign-in button's tap landed on the
 * text above it). Every later render is the router's, and so is a first render of another page (a
 * redirect) or of a page not yet scrolled (a reload of a page the server drew as the skeleton, too short
 * to be scrolled back, which the router restores from its own record).
 */
export function keepVisitorsFirstScroll(
  startPath: string,
  win: Pick<Window, 'scrollX' | 'scrollY'> = window,
) {
  let first = true
  return ({ location }: { location: { pathname: string } }): boolean => {
    const visitors = first && location.pathname === startPath && (win.scrollY > 0 || win.scrollX > 0)
    first = false
    return !visitors
  }
}
