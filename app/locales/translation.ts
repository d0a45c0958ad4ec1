// The type of a translation (issue 28): the Spanish modules in app/locales/es/ are `Translation<typeof en>`,
// so a key or list item missing from either language fails the type check. Its own module, importing
// nothing, so the Spanish modules do not import app/utils/i18n.ts (which names the namespaces).
/** A translation of `T`: the same keys and array shapes, any string where `T` has a string. */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T
