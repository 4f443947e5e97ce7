/**
 * Soft hyphens in long Dutch and German compounds (Bedrijfs-aansprakelijkheids-verzekering,
 * Betriebs-haftpflicht-versicherung) so a name wraps at a joint on a narrow card instead of at a
 * random letter. Display only: data keeps the plain name.
 */
const JOINTS =
  /(?<=\p{L}{3})(?=verzekering|aansprakelijkheid|ongeschiktheid|apparaten|elektronica|versicherung|haftpflicht|unfähigkeit)/giu

export const hyphenate = (name: string) => name.replace(JOINTS, '\u00AD')
