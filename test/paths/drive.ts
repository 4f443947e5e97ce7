import { accountDrive } from './drive/account'
import { aovDrive } from './drive/aov'
import { checkoutDrive } from './drive/checkout'
import { productsDrive } from './drive/products'
import { funnelDrive } from './drive/funnel'
import { serviceDrive } from './drive/service'
import { formsDrive } from './drive/forms'
import { checkinDrive } from './drive/checkin'
import { quizDrive } from './drive/quiz'
import { adminDrive } from './drive/admin'
import { authDrive } from './drive/auth'
import { carHomeDrive } from './drive/car-home'

/**
 * The named steps of the journey scripts (`{ call: '<name>' }`): what one click cannot say, such as
 * signing in by the e-mailed link or buying a policy to cancel. One file per area under drive/; each
 * reuses the e2e suite's helpers, so a screen's change is mended in one place.
 */
export const drive = {
  ...accountDrive,
  ...productsDrive,
  ...funnelDrive,
  ...serviceDrive,
  ...formsDrive,
  ...checkinDrive,
  ...aovDrive,
  ...checkoutDrive,
  ...quizDrive,
  ...adminDrive,
  ...authDrive,
  ...carHomeDrive,
}
