/**
 * The sign-in view's English messages, part of the widget's catalog (`../en.ts`) but shipped with
 * the code downloaded on demand (`../../on-demand-texts.ts`); each other language has its own file beside this one.
 */

const signIn = {
  /** The sign-message view of sign-in with the wallet. */
  signIn: {
    /** `site` is the site's host name, e.g. shop.example.org. */
    heading: ({ site }: { site: string }) => `${site} asks you to sign in`,
    explanation:
      'Sign the message in your wallet to prove this account is yours. Signing is free and sends no transaction.',
    /** Shown when the site requires sign-in: cancelling ends the connection. */
    requiredNote: 'Cancelling will disconnect your wallet.',
    /** Label of the site's own sentence that the signed message carries. */
    statement: 'Message from the site',
    /** Button (verb): asks the wallet for the signature. */
    sign: 'Sign',
    signing: 'Waiting for your wallet…',
    cancel: 'Cancel',
    /** The product's fixed error texts. */
    errors: {
      signing: 'Error signing message',
      initialize: 'A problem occurred while trying initialize authentication',
    },
  },
}

export default signIn
export type SignInMessages = typeof signIn
