/**
 * Runs `run` just after the browser has painted the current changes: in a task of its own after the
 * next frame. Work that reads layout (focus, measuring) done there finds it computed already, instead
 * of forcing it in the middle of the task that rendered the page and lengthening that task.
 */
function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0))
}

/**
 * Moves the focus to `element` just after the next paint (a new page or step announced to a screen
 * reader): focusing lays the page out at once, which inside the task that rendered the step made it a
 * long task (issue 26). Nothing happens if the focus moved meanwhile (the customer clicked into a field,
 * or the step focused one of its own) or the element has gone.
 */
export function focusAfterPaint(element: HTMLElement, options?: FocusOptions): void {
  const before = document.activeElement
  afterPaint(() => {
    if (element.isConnected && document.activeElement === before) element.focus(options)
  })
}
