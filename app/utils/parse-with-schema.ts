// Conform's parse for schemas built with zod/mini, for the browser. @conform-to/zod's parseWithZod
// coerces form values through zod's chained API, which brings all of zod (about 95 KB gzipped, and a
// `new Function` probe the CSP reports) into every page with a form. This applies the same coercion
// as Conform's, for the field types our forms have, before parsing: an empty string or empty file is
// absent, a number field's text becomes a number, a checked checkbox ('on') is true.
// Used only by the purchase flow's pages (app/routes/growth-score+/) until they move to parseWithZod
// like every other form. tests/unit/parse-with-schema.test.ts checks that both give the same
// errors and values for every schema a page validates in the browser.
import { parse, type Submission } from '@conform-to/react'
import { safeParse, type $ZodIssue, type $ZodType, type input, type output } from 'zod/v4/core'

export function parseWithSchema<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  options: { schema: Schema },
): Submission<input<Schema>, string[], output<Schema>> {
  return parse(payload, {
    resolve(value) {
      const result = safeParse(options.schema, coerce(options.schema, value))
      return result.success ? { value: result.data } : { error: errorsByField(result.error.issues) }
    },
  }) as Submission<input<Schema>, string[], output<Schema>>
}

type Def = {
  type: string
  shape?: Record<string, $ZodType>
  innerType?: $ZodType
  in?: $ZodType
  values?: unknown[]
}

function coerce(schema: $ZodType, value: unknown): unknown {
  const def = schema._zod.def as Def
  switch (def.type) {
    case 'object': {
      if (value === undefined) return {}
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value
      const fields: Record<string, unknown> = { ...value }
      for (const [key, field] of Object.entries(def.shape ?? {})) fields[key] = coerce(field, fields[key])
      return fields
    }
    case 'optional':
    case 'nonoptional':
    case 'default':
    case 'prefault':
      return value === '' ? undefined : coerce(def.innerType!, value)
    case 'nullable':
    case 'readonly':
    case 'catch':
      return coerce(def.innerType!, value)
    case 'pipe':
      return coerce(def.in!, value)
    case 'number':
      return asNumber(value)
    case 'boolean':
      return asBoolean(value)
    case 'literal': {
      const literal = def.values?.[0]
      if (typeof literal === 'number') return asNumber(value)
      if (typeof literal === 'boolean') return asBoolean(value)
      return value === '' ? undefined : value
    }
    case 'string':
    case 'enum':
      return value === '' ? undefined : value
    case 'file':
      return typeof File !== 'undefined' && value instanceof File && value.name === '' && value.size === 0 ? undefined : value
    default:
      return value
  }
}

function asNumber(value: unknown) {
  if (typeof value !== 'string') return value
  if (value === '') return undefined
  return value.trim() === '' ? Number.NaN : Number(value)
}

function asBoolean(value: unknown) {
  if (typeof value !== 'string') return value
  if (value === '') return undefined
  return value === 'on' ? true : value
}

/** Messages keyed by Conform's field name ('a.b[0].c'), in the order zod reports them. */
function errorsByField(issues: readonly $ZodIssue[]) {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const name = issue.path.reduce<string>((name, key) => {
      if (typeof key === 'number') return `${name}[${key}]`
      if (typeof key === 'symbol') throw new Error('Form field paths cannot contain symbols')
      return name === '' || key === '' ? name + key : `${name}.${key}`
    }, '')
    ;(errors[name] ??= []).push(issue.message)
  }
  return errors
}
