/**
 * The account-name views' English messages (RegisterAccountName, RegisterAccountNameSuccess, the
 * name in Send's receiver), part of the widget's catalog (`../en.ts`) but shipped with the views
 * downloaded on demand (`../../on-demand-texts.ts`); each other language has its own file beside this one.
 * `name` is a whole account name (e.g. alice.wallet.test) and `address` a 0x address: never translated.
 */

const names = {
  /** Registering an account name for the connected account. */
  names: {
    /** Account's button that opens the name form (verb phrase). */
    choose: 'Choose a name',
    /** Label of the name field. */
    label: 'Name',
    /** The rules of a name, shown under the field. */
    rulesHint: 'Letters, digits and hyphens, at least 4 characters',
    checking: 'Checking…',
    available: ({ name }: { name: string }) => `${name} is available`,
    taken: ({ name }: { name: string }) => `${name} is already taken`,
    /** Heading of free names offered in place of a taken one. */
    suggestions: 'Available instead',
    /** Button (verb): asks the wallet to sign and registers the name. */
    register: 'Register',
    registering: 'Waiting for your wallet…',
    signNote: 'Your wallet asks you to sign a message. Signing is free and sends no transaction.',
    success: ({ name }: { name: string }) => `${name} is now your account's name`,
    successNote: 'It is shown in place of your address, and others can send to it.',
    /** Button: back to the account. */
    done: 'Done',
    /** Under Send's receiver field: the address a name resolves to. */
    resolvesTo: ({ address }: { address: string }) => `Sends to ${address}`,
    resolving: 'Looking up the name…',
    notRegistered: ({ name }: { name: string }) => `${name} is not registered`,
    /** Why a typed name cannot be registered. */
    rules: {
      characters: 'Use only letters, digits and hyphens',
      tooShort: 'Use at least 4 characters',
      tooLong: 'Use at most 63 characters',
    },
    /** The product's fixed error texts. */
    errors: {
      register: ({ name }: { name: string }) => `Error registering name ${name}`,
      suggestions: 'Error fetching name suggestions',
      resolve: 'Error resolving name',
      unsupportedChain: 'Unsupported chain',
      invalidChainId: 'Invalid chainId',
    },
  },
}

export default names
export type NamesMessages = typeof names
