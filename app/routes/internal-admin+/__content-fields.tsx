// The pieces every Site content section is made of: its frame and form, the refusal line, one field row (a
// labelled input or text area that shows the field's error and, after a refused save, what was typed),
// the image upload, the remove checkbox and the save button.
import { Form } from '@remix-run/react'
import { createContext, useContext, type ReactNode } from 'react'
import { ContentImage } from '~/components/content-image'
import { controlClass, invalidProps, LabeledControl } from '~/components/forms'
import { IMAGE_ACCEPT } from '~/content/content-images'
import { errorFor } from '~/schemas/site-content-form'
import type { ImageRef } from '~/schemas/site-content.server'
import { cn } from '~/utils/misc'
import { buttonTones, smallButton } from './__ui'
import { FileInput } from '~/components/ui/file-input'

/** What a refused save answers: the section, each field's error, and the values as they were sent. */
export type SectionState = { section: string; errors: Record<string, string>; values?: Record<string, string> }

/** The section a field is in: field ids are `<section>-<name>`, unique on the page (two sections have a `name`). */
const SectionId = createContext('content')

export function SectionFrame({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <SectionId.Provider value={id}>
      <section id={id} aria-labelledby={`${id}-heading`} className="mb-10 scroll-mt-24 border border-paper-line bg-paper-raised p-5 sm:p-7">
        <h2 id={`${id}-heading`} className="text-2xl">
          {title}
        </h2>
        {intro ? <div className="mt-1 max-w-prose text-[15px] text-ink-muted">{intro}</div> : null}
        {children}
      </section>
    </SectionId.Provider>
  )
}

/**
 * A section's frame around its one form: the refusal line, the form and its save button. A plain form
 * names the section in `intent`; one with an image (`upload`) posts multipart to `?section=<id>`.
 * `grid` lays the fields out in two columns.
 */
export function SectionForm({
  id,
  title,
  intro,
  state,
  busy,
  upload = false,
  grid = false,
  children,
}: {
  id: string
  title: string
  intro?: ReactNode
  state?: SectionState
  busy: boolean
  upload?: boolean
  grid?: boolean
  children: ReactNode
}) {
  return (
    <SectionFrame id={id} title={title} intro={intro}>
      <FormErrors state={state} />
      <Form
        method="post"
        action={upload ? `?section=${id}` : undefined}
        encType={upload ? 'multipart/form-data' : undefined}
        className={grid ? 'mt-5 grid gap-5 sm:grid-cols-2' : 'mt-5'}
        key={state ? 'failed' : 'saved'}
      >
        {upload ? null : <input type="hidden" name="intent" value={id} />}
        {children}
        {grid ? (
          <div className="sm:col-span-2">
            <SaveButton busy={busy} />
          </div>
        ) : (
          <SaveButton busy={busy} />
        )}
      </Form>
    </SectionFrame>
  )
}

export function FormErrors({ state }: { state?: SectionState }) {
  if (!state) return null
  return (
    <p role="alert" className="mt-4 border border-danger/30 bg-danger-soft p-3 text-[15px] font-semibold text-danger">
      The draft was not saved: {Object.keys(state.errors).length === 1 ? 'one field needs' : 'some fields need'} fixing (marked below).
    </p>
  )
}

/**
 * One field of a section: its label, the control, its hint and error. A text area when `rows` is given,
 * else an input of `type`. After a refused save it shows what was sent; otherwise the saved `value`.
 */
export function FieldRow({
  name,
  label,
  value,
  state,
  hint,
  type = 'text',
  maxLength,
  rows,
  className,
}: {
  name: string
  label: string
  value: string | number
  state?: SectionState
  hint?: string
  type?: string
  maxLength?: number
  rows?: number
  className?: string
}) {
  const id = `${useContext(SectionId)}-${name.replace(/\./g, '-')}`
  const error = errorFor(state?.errors, name)
  const control = { id, name, defaultValue: state?.values?.[name] ?? String(value), className: controlClass, ...invalidProps(id, error) }
  return (
    <LabeledControl id={id} label={label} hint={hint} errors={error} className={className}>
      {rows ? <textarea {...control} rows={rows} /> : <input {...control} type={type} maxLength={maxLength} />}
    </LabeledControl>
  )
}

/** A field of a section's list of fields: FieldRow's props but for its value, which comes from the section's values. */
export type FieldSpec<Name extends string = string> = {
  name: Name
  label: string
  hint?: string
  type?: string
  maxLength?: number
  rows?: number
  className?: string
}

/**
 * A FieldRow for each of `fields`, showing `values[name]` (empty where there is none, as on a new row).
 * `prefix` names the fields of a numbered row (`deals.2.`); `values` is then that row's item.
 */
export function FieldRows<Values extends object>({
  fields,
  values,
  state,
  prefix = '',
}: {
  fields: readonly FieldSpec<Extract<keyof Values, string>>[]
  values: Values | undefined
  state?: SectionState
  prefix?: string
}) {
  return (
    <>
      {fields.map(({ name, ...field }) => (
        <FieldRow key={name} {...field} name={prefix + name} value={String(values?.[name] ?? '')} state={state} />
      ))}
    </>
  )
}

/** A checkbox that removes something saved (an image, a deal, a testimonial) when the section is saved. */
export function RemoveCheckbox({ name, label, className = 'mt-2' }: { name: string; label: string; className?: string }) {
  return (
    <label className={cn(className, 'flex min-h-[44px] items-center gap-2 text-[15px]')}>
      <input type="checkbox" name={name} className="size-5" />
      {` ${label}`}
    </label>
  )
}

export function SaveButton({ busy, label = 'Save draft' }: { busy: boolean; label?: string }) {
  return (
    <div className="mt-6">
      <button type="submit" disabled={busy} className={cn(smallButton, buttonTones.primary)}>
        {label}
      </button>
    </div>
  )
}

/** An image of a section (the portrait, the sample page): the current one, a file input, and Remove. */
export function ImageField({
  name,
  label,
  image,
  alt,
  removeName,
  state,
}: {
  name: string
  label: string
  image: ImageRef | null
  alt: string
  removeName: string
  state?: SectionState
}) {
  const id = `content-${name}`
  const error = state?.errors[name]
  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-start">
      {image ? (
        <div className="w-32 shrink-0">
          <ContentImage image={image} alt={alt} sizes="128px" className="h-auto w-32 border border-paper-line" />
        </div>
      ) : null}
      <div className="flex-1">
        <LabeledControl
          id={id}
          label={label}
          hint="JPEG, PNG, WebP or HEIC, up to 10 MB. Made into the sizes the pages need."
          errors={error}
        >
          <FileInput id={id} name="file" accept={IMAGE_ACCEPT} {...invalidProps(id, error)} />
        </LabeledControl>
        {image ? <RemoveCheckbox name={removeName} label="Remove the current image" /> : null}
      </div>
    </div>
  )
}
