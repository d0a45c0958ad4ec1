// Keeps one instance of a singleton (database handle, Redis connection) across dev rebuilds.
export function remember<T>(name: string, make: () => T): T {
  const store = globalThis as unknown as { __remembered?: Map<string, unknown> }
  store.__remembered ??= new Map()
  if (!store.__remembered.has(name)) store.__remembered.set(name, make())
  return store.__remembered.get(name) as T
}

export function forget(name: string) {
  const store = globalThis as unknown as { __remembered?: Map<string, unknown> }
  store.__remembered?.delete(name)
}
