import { useOptionalPartner } from '../partner/use-partner'
import classes from './graphic.module.css'

/** The decorative graphics of the spec (core §2); all live in public/graphics as SVG. */
export type GraphicName =
  | 'circle'
  | 'circle_top'
  | 'long_spiral'
  | 'confetti'
  | 'arrow_half'
  | 'arrow_half_left'
  | 'backdrop'
  | 'modal_backdrop'
  | 'swirl'
  | 'checkin_backdrop'
  | 'not_found'
  | 'internal_server_error'

/** These two carry meaning on the error pages, so they show even without visual effects. */
const ALWAYS_SHOWN: ReadonlySet<GraphicName> = new Set(['not_found', 'internal_server_error'])

/** Width / height of each decorative shape, so a mask keeps its proportions. */
const ASPECT: Partial<Record<GraphicName, string>> = {
  circle_top: '2 / 1',
  long_spiral: '10 / 3',
  arrow_half: '5 / 3',
  arrow_half_left: '5 / 3',
  backdrop: '6 / 5',
  modal_backdrop: '4 / 3',
  checkin_backdrop: '3 / 2',
}

/** How a graphic enters (graphic.module.css): only without prefers-reduced-motion, and over in two seconds. */
const MOTION: Partial<Record<GraphicName, string>> = {
  circle: classes.rise,
  circle_top: classes.rise,
  long_spiral: classes.rise,
  swirl: classes.spin,
  confetti: classes.fall,
  arrow_half: classes.nudgeRight,
  arrow_half_left: classes.nudgeLeft,
}

/**
 * A graphic of the spec. Decorative ones are masks painted in the partner's accent (backdrops: backdrop) colour, and only
 * show when the partner has visual effects on; the two error illustrations always show.
 */
export function Graphic({
  name,
  width,
  className,
}: {
  name: GraphicName
  width?: number
  className?: string
}) {
  const partner = useOptionalPartner()
  const src = `/graphics/${name}.svg`
  if (ALWAYS_SHOWN.has(name)) {
    return <img src={src} alt="" aria-hidden="true" width={width} className={className} data-graphic={name} />
  }
  if (!partner?.enable_visual_effects) return null
  // Only the image inline: position, size and repeat are in graphic.module.css, where a placement may
  // stretch the shape (the dialogs' wave spans the screen's width at a fixed height).
  const mask = `url(${src})`
  return (
    <div
      aria-hidden="true"
      className={[classes.graphic, MOTION[name], className].filter(Boolean).join(' ')}
      data-graphic={name}
      style={{
        width,
        aspectRatio: ASPECT[name] ?? '1 / 1',
        background: name.endsWith('backdrop') ? 'var(--partner-backdrop)' : 'var(--partner-accent)',
        maskImage: mask,
        WebkitMaskImage: mask,
      }}
    />
  )
}

/**
 * modal_backdrop behind a dialog, for Modal's `overlayProps={{ children: <ModalBackdrop /> }}`: on the
 * overlay, so it sits between the dimmed page and the dialog and never under the dialog's text.
 */
export function ModalBackdrop() {
  return <Graphic name="modal_backdrop" className={classes.modalBackdrop} />
}
