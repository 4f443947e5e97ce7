import { jwtVerify, SignJWT } from 'jose'
import { adminTokenClaimsSchema, type AdminTokenClaims } from '../../contract/admin'

const key = (secret: string) => new TextEncoder().encode(secret)

/** Signs an admin token (HS256) for one partner. */
export async function signAdminToken(
  claims: Omit<AdminTokenClaims, 'role'>,
  secret: string,
  expiresIn: string | number = '12h',
): Promise<string> {
  const sid = claims.sid === undefined ? {} : { sid: claims.sid }
  return new SignJWT({ role: 'admin', partner: claims.partner, name: claims.name, ...sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key(secret))
}

/** The claims of a valid admin token, or null (bad signature, expired, other algorithm, not an admin). */
export async function verifyAdminToken(token: string, secret: string): Promise<AdminTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    })
    const claims = adminTokenClaimsSchema.safeParse(payload)
    return claims.success ? claims.data : null
  } catch {
    return null
  }
}
