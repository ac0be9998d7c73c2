/** The part of oidc-provider's API the local identity provider uses (the package ships no types). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface KoaContextWithOIDC {
    oidc: { result?: { consent?: unknown } }
  }

  interface Interaction {
    uid: string
    params: Record<string, unknown>
    prompt: { name: string; details: Record<string, unknown> }
    session?: { accountId?: string }
    grantId?: string
  }

  interface Grant {
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    addResourceScope(indicator: string, scope: string): void
    save(): Promise<string>
  }

  interface AccessToken {
    accountId?: string
    clientId?: string
  }

  export namespace interactionPolicy {
    class Check {
      static REQUEST_PROMPT: boolean
      static NO_NEED_TO_PROMPT: boolean
      constructor(name: string, description: string, check: (ctx: KoaContextWithOIDC) => boolean)
    }
    interface Prompt {
      name: string
      checks: { add(check: Check): void }
    }
    function base(): Prompt[] & { get(name: string): Prompt | undefined }
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    Grant: {
      new (parameters: { accountId: string; clientId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
    AccessToken: { find(value: string): Promise<AccessToken | undefined> }
  }
}
