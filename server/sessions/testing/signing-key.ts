/** A fixed EC P-256 signing key for tests that need the sign-in settings of a production environment. */
export const TEST_SIGNING_KEY = {
  kty: 'EC',
  crv: 'P-256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
  d: 'jpsQnnGQmL-YBIffH1136cLNL6qh5y4fqmLDM4ZbVA8',
  kid: 'test-key',
} as const

/** `SESSION_SIGNING_KEYS` holding TEST_SIGNING_KEY. */
export const TEST_SESSION_SIGNING_KEYS = JSON.stringify([TEST_SIGNING_KEY])
