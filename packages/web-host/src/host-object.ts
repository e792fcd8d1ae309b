/**
 * The library's native objects are JSI host objects; here they are plain
 * objects behind a Proxy, so that a member the browser host does not have
 * throws one clear error naming it instead of "undefined is not a function".
 */

/** Names a Proxy is asked for by promises, React and the console, never by the library. */
const PROBES = new Set([
  'then',
  'toJSON',
  '$$typeof',
  'constructor',
  'nodeType',
  'asymmetricMatch',
]);

export function unavailable(api: string): never {
  throw new Error(`${api} is not available in the browser.`);
}

export interface Releasable {
  release(): void;
  readonly isValid: boolean;
}

/**
 * A host object with release()/isValid (PointerHolder): release runs
 * onRelease once (the engine frees most memory itself, so it is often just
 * a flag). Any member it lacks is a function that throws when called.
 */
export function hostObject<T extends object>(
  name: string,
  members: T,
  onRelease?: () => void,
): T & Releasable {
  let valid = true;
  const target = Object.defineProperties(members, {
    isValid: { get: () => valid },
    release: {
      value: () => {
        if (!valid) return;
        valid = false;
        onRelease?.();
      },
    },
  }) as T & Releasable;
  return new Proxy(target, {
    get(object, property, receiver) {
      if (typeof property === 'symbol' || property in object || PROBES.has(property))
        return Reflect.get(object, property, receiver) as unknown;
      return () => unavailable(`${name}.${property}`);
    },
  });
}
