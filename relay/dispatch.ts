/**
 * What each relay method does, once a request has been parsed and passed the limits: subscribe,
 * unsubscribe, publish, fetch, and the WalletConnect session calls that publish and subscribe
 * in one go.
 */
import { fanOut, fetchPending, flush } from './delivery.js'
import type { PublishInput, StoredMessage } from './message-store.js'
import { DEFAULT_TTL_SECONDS, RPC_ERROR, TAG, type PublishParams, type RelayCall, type RpcError } from './protocol.js'
import { type Connection, type RelayState, shortClientId } from './state.js'

/** Whatever the client asked for after the JSON-RPC answer has been sent. */
type Afterward = () => void

/** The result to answer with (and what to do once it is sent), or the error to refuse with. */
export type Answer = { result: unknown; afterward?: Afterward } | { error: RpcError }

/**
 * Does what the call asks. Deliveries go in `afterward`, after the answer is on the wire, so a
 * subscriber learns that its subscription exists before the first message on it arrives.
 */
export function handle(state: RelayState, connection: Connection, call: RelayCall): Answer | Promise<Answer> {
  const { subscriptions } = state.store
  const out = (message: StoredMessage) => fanOut(state, message)
  switch (call.method) {
    case 'irn_subscribe': {
      const subscription = subscriptions.subscribe(call.params.topic, connection.clientId, connection.id)
      return { result: subscription.id, afterward: () => flush(state, connection, subscription) }
    }
    case 'irn_batchSubscribe': {
      const subscribed = call.params.topics.map((topic) =>
        subscriptions.subscribe(topic, connection.clientId, connection.id),
      )
      return {
        result: subscribed.map((s) => s.id),
        afterward: () => subscribed.forEach((s) => flush(state, connection, s)),
      }
    }
    case 'irn_unsubscribe':
      subscriptions.unsubscribe(call.params.topic, connection.id)
      return { result: true }
    case 'irn_batchUnsubscribe':
      for (const { topic } of call.params.subscriptions) subscriptions.unsubscribe(topic, connection.id)
      return { result: true }
    case 'irn_publish': {
      const stored = publish(state, connection, [publishInput(connection, call.params)])
      if ('error' in stored) return stored
      return durable(state, stored, { result: true, afterward: () => messagesOf(stored).forEach(out) })
    }
    case 'irn_batchPublish': {
      const stored = publish(
        state,
        connection,
        call.params.messages.map((params) => publishInput(connection, params)),
      )
      if ('error' in stored) return stored
      return durable(state, stored, { result: true, afterward: () => messagesOf(stored).forEach(out) })
    }
    case 'irn_fetchMessages':
      return { result: { messages: fetchPending(state, connection, [call.params.topic]), hasMore: false } }
    case 'irn_batchFetchMessages':
      return { result: { messages: fetchPending(state, connection, call.params.topics), hasMore: false } }
    case 'wc_proposeSession': {
      // The widget created the pairing without subscribing to it (`skipSubscribe`): the relay
      // subscribes it here, so the wallet's answer to the proposal reaches it.
      const { pairingTopic, sessionProposal, ttl, prompt, attestation } = call.params
      const stored = publish(state, connection, [
        publishInput(connection, {
          topic: pairingTopic,
          message: sessionProposal,
          ttl: ttl ?? DEFAULT_TTL_SECONDS,
          tag: TAG.sessionPropose,
          prompt,
          attestation,
        }),
      ])
      if ('error' in stored) return stored
      const subscription = subscriptions.subscribe(pairingTopic, connection.clientId, connection.id)
      return durable(state, stored, {
        result: true,
        afterward: () => {
          flush(state, connection, subscription)
          messagesOf(stored).forEach(out)
        },
      })
    }
    case 'wc_approveSession': {
      // Likewise the wallet registered the session topic locally without a relay subscribe;
      // the widget's settlement answer must reach it there.
      const { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl } = call.params
      // Both are stored before either goes out: the widget reacts to the response by subscribing
      // to the session topic, and the settlement must already be waiting there.
      const stored = publish(state, connection, [
        publishInput(connection, {
          topic: sessionTopic,
          message: sessionSettlementRequest,
          ttl: ttl ?? DEFAULT_TTL_SECONDS,
          tag: TAG.sessionSettle,
        }),
        publishInput(connection, {
          topic: pairingTopic,
          message: sessionProposalResponse,
          ttl: ttl ?? DEFAULT_TTL_SECONDS,
          tag: TAG.sessionProposeResponse,
        }),
      ])
      if ('error' in stored) return stored
      const [settlement, response] = messagesOf(stored) as [StoredMessage, StoredMessage]
      const subscription = subscriptions.subscribe(sessionTopic, connection.clientId, connection.id)
      return durable(state, stored, {
        result: true,
        afterward: () => {
          flush(state, connection, subscription)
          out(response)
          out(settlement)
        },
      })
    }
  }
}

type Published = { message: StoredMessage; fresh: boolean }[]

const messagesOf = (published: Published): StoredMessage[] => published.map((p) => p.message)

/**
 * The answer once the messages are safe: at once in memory; with a database, after they are
 * committed there, so a publish the client saw succeed survives this instance dying.
 */
function durable(state: RelayState, published: Published, answer: Answer): Answer | Promise<Answer> {
  if (!state.shared) return answer
  return state.shared.save(published).then(
    () => answer,
    (err: unknown) => {
      state.log(`[relay] storing a publish failed: ${err instanceof Error ? err.message : String(err)}`)
      throw err
    },
  )
}

/** Stores all of a call's messages, or none of them with the store's refusal as the error. */
function publish(state: RelayState, connection: Connection, inputs: PublishInput[]): Published | { error: RpcError } {
  const outcome = state.store.messages.publishAll(inputs)
  if (!outcome.ok) {
    state.log(`[relay] refused a publish from ${shortClientId(connection.clientId)}: ${outcome.refusal.message}`)
    return { error: { code: RPC_ERROR.storeFull, message: `Store full: ${outcome.refusal.message}` } }
  }
  state.counters.published += outcome.published.filter((p) => p.fresh).length
  return outcome.published
}

function publishInput(connection: Connection, params: PublishParams): PublishInput {
  return {
    topic: params.topic,
    message: params.message,
    ttlSeconds: params.ttl,
    tag: params.tag ?? 0,
    publisher: connection.clientId,
    ...(typeof params.attestation === 'string' && { attestation: params.attestation }),
  }
}
