/** A listener registry; a throwing listener is reported and does not stop the others. */
export function createEmitter<T>() {
  const listeners = new Map<string, Set<(data: T) => void>>()
  return {
    on: (event: string, listener: (data: T) => void) =>
      void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    off: (event: string, listener: (data: T) => void) => void listeners.get(event)?.delete(listener),
    emit: (event: string, data: T) =>
      listeners.get(event)?.forEach((listener) => {
        try {
          listener(data)
        } catch (error) {
          console.error(error)
        }
      }),
  }
}
