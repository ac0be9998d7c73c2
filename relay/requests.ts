/**
 * What the relay does with each text frame a client sends: parses it as JSON-RPC, settles pushes
 * the client acknowledges, weighs a request against the client's limits, runs it (dispatch.ts)
 * and answers. A client that keeps being refused runs out of refusals and is closed.
 */
import { onAck, reply } from './delivery.js'
import { type Answer, handle } from './dispatch.js'
import { callLoad, describeRate } from './limits.js'
import {
  parseCall,
  parseFrame,
  RPC_ERROR,
  rawNumericId,
  type JsonRpcId,
  type RelayCall,
  type RpcError,
} from './protocol.js'
import { CLOSE_POLICY, type Connection, type RelayState, shortClientId } from './state.js'

/**
 * Handles a frame now, or after the request the client sent before it when that one still waits
 * on the database.
 */
export function onText(state: RelayState, connection: Connection, text: string): void {
  const waiting = connection.busy
  const done = waiting ? waiting.then(() => handleText(state, connection, text)) : handleText(state, connection, text)
  if (!done) return
  const settled: Promise<void> = done
    .catch(() => undefined)
    .then(() => {
      if (connection.busy === settled) connection.busy = undefined
    })
  connection.busy = settled
}

/** Handles one frame; answers a promise only when the request goes to the database. */
function handleText(state: RelayState, connection: Connection, text: string): Promise<void> | undefined {
  const frame = parseFrame(text)
  switch (frame.kind) {
    case 'invalid':
      reply(state, connection, frame.id, { error: frame.error })
      return
    case 'notification':
      return
    case 'response':
      onAck(state, connection, frame.id, frame.ok)
      return
    case 'request': {
      state.methods[frame.method] = (state.methods[frame.method] ?? 0) + 1
      const rawId = rawNumericId(text, frame.id)
      const parsed = parseCall(frame.method, frame.params)
      if (!parsed.ok) {
        reply(state, connection, frame.id, { error: parsed.error }, rawId)
        return
      }
      const overLimit = checkLimits(state, connection, parsed.call)
      if (overLimit) {
        refuse(state, connection, frame.id, overLimit, rawId)
        return
      }
      let answer: Answer | Promise<Answer>
      try {
        answer = handle(state, connection, parsed.call)
      } catch {
        answer = INTERNAL_ERROR
      }
      const settle = (settled: Answer): void => {
        if ('error' in settled) {
          if (settled === INTERNAL_ERROR) reply(state, connection, frame.id, settled, rawId)
          else refuse(state, connection, frame.id, settled.error, rawId)
          return
        }
        reply(state, connection, frame.id, { result: settled.result }, rawId)
        settled.afterward?.()
      }
      if (answer instanceof Promise) return answer.then(settle, () => settle(INTERNAL_ERROR))
      settle(answer)
      return
    }
  }
}

/** A failure on the relay's side: answered, but not held against the client's refusals. */
const INTERNAL_ERROR: Answer = { error: { code: RPC_ERROR.internal, message: 'Internal error' } }

/**
 * The error for a call that goes over a size, rate or subscription limit, or undefined. Rate
 * tokens are taken only when the call passes every check.
 */
function checkLimits(state: RelayState, connection: Connection, call: RelayCall): RpcError | undefined {
  const { limits } = state
  const load = callLoad(call)
  const publishCost = load.messages.length
  const subscribeCost = load.subscribeTopics.length + load.readTopics
  if (publishCost > 0 && !connection.publishes.has(publishCost)) {
    return {
      code: RPC_ERROR.rateLimited,
      message: `Rate limited: publishes are limited to ${describeRate(limits.publishRate)} per connection`,
    }
  }
  if (subscribeCost > 0 && !connection.subscribes.has(subscribeCost)) {
    return {
      code: RPC_ERROR.rateLimited,
      message: `Rate limited: subscriptions and fetches are limited to ${describeRate(limits.subscribeRate)} topics per connection`,
    }
  }
  for (const message of load.messages) {
    const bytes = Buffer.byteLength(message, 'utf8')
    if (bytes > limits.maxMessageBytes) {
      return {
        code: RPC_ERROR.messageTooLarge,
        message: `Message too large: ${bytes} bytes, the limit is ${limits.maxMessageBytes}`,
      }
    }
  }
  if (load.subscribeTopics.length > 0) {
    const held = state.store.subscriptions.subscriptionCount(connection.id)
    const adding = state.store.subscriptions.newSubscriptionCount(load.subscribeTopics, connection.id)
    if (held + adding > limits.maxSubscriptionsPerConnection) {
      return {
        code: RPC_ERROR.tooManySubscriptions,
        message: `Too many subscriptions: this connection holds ${held}, ${adding} more would pass the limit of ${limits.maxSubscriptionsPerConnection}`,
      }
    }
  }
  connection.publishes.take(publishCost)
  connection.subscribes.take(subscribeCost)
  return undefined
}

/** Answers a refusal; a connection that runs out of refusals is closed. */
function refuse(state: RelayState, connection: Connection, id: JsonRpcId, error: RpcError, rawId?: string): void {
  state.counters.refused++
  reply(state, connection, id, { error }, rawId)
  if (connection.refusals.take()) return
  connection.closing = true
  state.counters.closedForAbuse++
  state.log(`[relay] closing ${shortClientId(connection.clientId)}: refused too often (last: ${error.message})`)
  connection.socket.close(CLOSE_POLICY, 'rate limit exceeded')
}
