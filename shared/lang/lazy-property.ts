/**
 * Properties made on first read. `lazyProperty` gives `target` the enumerable property `key`
 * made by the shared `getter` on first read (then kept as a plain value with `settle`, or by the
 * getter itself, which keeps the object's hidden class: see shared/compose/chart.ts): JSON, spreads
 * and equality checks read it like any other property, and an answer served without it (the lean
 * API body) never pays for it. The getter is one function per property, reading what it needs
 * from `target`'s symbol properties: a closure per object gave every object its own hidden class,
 * and V8 keeps hidden classes in the old generation, so each chart's closure (and everything its
 * scope held, the whole chart base) lived until a full GC. Add the property to an object that
 * does not have it yet: turning an existing data property into an accessor makes V8 keep the
 * object as a dictionary.
 */

/** See the module comment. */
export function lazyProperty<T extends object, K extends keyof T>(target: T, key: K, getter: (this: T) => T[K]): void {
  Object.defineProperty(target, key, { enumerable: true, configurable: true, get: getter });
}

/** Replaces the lazy property `key` of `target` with its computed `value`, and returns it. */
export function settle<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): T[K] {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return value;
}
