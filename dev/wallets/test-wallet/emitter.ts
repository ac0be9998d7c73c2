/** A tiny typed event emitter for the provider's events; a listener that throws does not stop the others. */

export class Emitter<Events extends Record<string, unknown[]>> {
  private readonly listeners: { [E in keyof Events]?: Set<(...args: Events[E]) => void> } = {}

  on<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): void {
    let listeners = this.listeners[event]
    if (!listeners) {
      listeners = new Set()
      this.listeners[event] = listeners
    }
    listeners.add(listener)
  }

  off<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): void {
    this.listeners[event]?.delete(listener)
  }

  emit<E extends keyof Events>(event: E, ...args: Events[E]): void {
    // Copy first so a listener that unsubscribes does not disturb the loop.
    for (const listener of [...(this.listeners[event] ?? [])]) {
      try {
        listener(...args)
      } catch (err) {
        console.error(`[test-wallet] "${String(event)}" listener threw`, err)
      }
    }
  }
}
