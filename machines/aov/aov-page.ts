/**
 * The income-protection page (core §2): its own steps (quiz, medical history, birth date, premium and
 * review) are shown here, and a csc login lands here.
 */
export const AOV_PAGE = '/checkout/aov-premium-review'
