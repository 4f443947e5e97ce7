/**
 * Soft hyphens in long Dutch compounds (Bedrijfs-aansprakelijkheids-verzekering) so a name wraps at
 * a joint on a narrow card instead of at a random letter. Display only: data keeps the plain name.
 */
const JOINTS = /(?<=\p{L}{3})(?=verzekering|aansprakelijkheid|ongeschiktheid|apparaten|elektronica)/giu

export const hyphenate = (name: string) => name.replace(JOINTS, '\u00AD')
