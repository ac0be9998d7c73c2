/** State a view downloaded on demand makes the first time it asks for it, once per widget. */
export function oncePerWidget<Host extends object, T>(create: (host: Host) => T): (host: Host) => T {
  const made = new WeakMap<Host, T>()
  return (host) => {
    let found = made.get(host)
    if (found === undefined) {
      found = create(host)
      made.set(host, found)
    }
    return found
  }
}
