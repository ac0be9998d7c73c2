/**
 * Sign in with Apple's client secret, as the local identity provider checks it: Apple's token
 * endpoint takes, in `client_secret`, an ES256 JWT the app signed with the key Apple issued
 * (`kid`), from the app's team (`iss`), for its client id (`sub`), to Apple (`aud`), not expired.
 * The local "apple" client does the same with the team key below — a development key, public on
 * purpose like anvil's mnemonic — and then hands oidc-provider the client's registered secret.
 */
import { createPublicKey } from 'node:crypto'
import { jwtVerify } from 'jose'

export const LOCAL_APPLE_TEAM = {
  teamId: 'LOCALTEAM1',
  keyId: 'LOCALKEY01',
  privateKey: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgANaeEWRGGS5oYb/5
EQ+FqY0hpqKpz/oQB1VjoL2VRq+hRANCAAR7p/X2Aegh4E0o0dWZkCRbToDisCn5
qWNSwa16ToRW8qw62F5NCkdg7Y6JRaDwgjvKIYRMo5t7W0VMk+xGe29b
-----END PRIVATE KEY-----
`,
} as const

const publicKey = createPublicKey(LOCAL_APPLE_TEAM.privateKey)

/** Whether `secret` is a signed client secret Apple would accept from `clientId` for `audience`. */
export async function isValidAppleClientSecret(secret: string, clientId: string, audience: string): Promise<boolean> {
  try {
    const { protectedHeader } = await jwtVerify(secret, publicKey, {
      algorithms: ['ES256'],
      issuer: LOCAL_APPLE_TEAM.teamId,
      subject: clientId,
      audience,
      requiredClaims: ['iat', 'exp'],
    })
    return protectedHeader.kid === LOCAL_APPLE_TEAM.keyId
  } catch {
    return false
  }
}
