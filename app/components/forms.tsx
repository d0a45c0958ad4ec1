// The pieces every form is made of: a labelled field wired to Conform, its errors, the honeypot,
// and a submit button that shows the pending label while a request is in flight.
import { getInputProps, getTextareaProps, useForm, type DefaultValue, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from '@remix-run/react'
import { useId, type ReactNode } from 'react'
import type * as z from 'zod/mini'
import * as forms from '~/locales/forms'
import { HONEYPOT_FIELD } from '~/utils/honeypot'
import { useCopy } from '~/utils/i18n'
import { cn } from '~/utils/misc'
import { buttonClass as systemButtonClass } from '~/components/ui/button'

/**
 * Conform's useForm as every form here uses it: the schema's constraints on the inputs (checked by the
 * browser before hydration), then the schema itself on blur, and again on input once a field has failed.
 */
export function useSchemaForm<Schema extends z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  options: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: DefaultValue<z.input<Schema>> },
) {
  return useForm({
    ...options,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const list = errors?.filter(Boolean)
  if (!list?.length) return null
  return (
    <ul id={id} className="mt-1.5 space-y-1 text-sm font-medium text-danger">
      {list.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  )
}

/** The look of every text control: the fields below, and the few forms outside Conform. */
export const controlClass =
  'block w-full rounded-none border border-ink/25 bg-paper-raised px-3.5 py-3 text-[17px] text-ink placeholder:text-ink-muted/80 focus:border-ink focus:outline-none focus:ring-2 focus:ring-brass/40 aria-[invalid=true]:border-danger min-h-[48px]'

type FieldProps = {
  label: ReactNode
  field: FieldMetadata<string | undefined>
  type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'url'
  hint?: ReactNode
  autoComplete?: string
  placeholder?: string
  className?: string
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode']
  /** Focus on load: the first invalid field after a server-side check (works without JavaScript). */
  autoFocus?: boolean
}

/** The ids of the field's hint and errors, for the control's aria-describedby. */
function describedBy(field: FieldMetadata<string | undefined>, hint: ReactNode) {
  return [hint ? `${field.id}-hint` : null, field.errors?.length ? field.errorId : null].filter(Boolean).join(' ') || undefined
}

/**
 * What surrounds every control: its label above, its hint and errors below (ids `<id>-hint` and
 * `<id>-error`, as Conform names them, for the control's aria-describedby).
 */
/** A field's label that says the field may stay empty: "Note (optional)". */
export function OptionalLabel({ text }: { text: string }) {
  const t = useCopy(forms)
  return (
    <>
      {`${text} `}
      <span className="font-normal text-ink-muted">{t.optional}</span>
    </>
  )
}

export function LabeledControl({
  id,
  label,
  hint,
  errors,
  className,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  errors?: string | string[] | null
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={`${id}-error`} errors={typeof errors === 'string' ? [errors] : errors} />
    </div>
  )
}

/** For a control outside Conform: marks it invalid and points it at its error, when there is one. */
export function invalidProps(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined }
}

/** A labelled input with its hint and errors, announced through aria-invalid and aria-describedby. */
export function Field({ label, field, type = 'text', hint, autoComplete, placeholder, className, inputMode, autoFocus }: FieldProps) {
  const { key, ...props } = getInputProps(field, { type, ariaAttributes: true })
  return (
    <LabeledControl id={field.id} label={label} hint={hint} errors={field.errors} className={className}>
      <input
        key={key}
        {...props}
        aria-describedby={describedBy(field, hint)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        autoFocus={autoFocus}
        className={controlClass}
      />
    </LabeledControl>
  )
}

/** Field's multi-line counterpart. */
export function TextareaField({
  label,
  field,
  hint,
  placeholder,
  rows = 5,
  className,
  autoFocus,
}: Omit<FieldProps, 'type'> & { rows?: number }) {
  const { key, ...props } = getTextareaProps(field, { ariaAttributes: true })
  return (
    <LabeledControl id={field.id} label={label} hint={hint} errors={field.errors} className={className}>
      <textarea
        key={key}
        {...props}
        rows={rows}
        placeholder={placeholder}
        aria-describedby={describedBy(field, hint)}
        autoFocus={autoFocus}
        className={controlClass}
      />
    </LabeledControl>
  )
}

/** Hidden from people (and screen readers); bots fill it in. See utils/honeypot. */
export function HoneypotField() {
  const id = useId()
  const t = useCopy(forms)
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={id}>{t.honeypot}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/**
 * The pending label in the page's language: one of the spec's English labels ('Processing...',
 * 'Submitting...', 'Sending...') becomes the page's; any other label is the caller's own, already translated.
 */
function usePendingLabel(label: string | undefined) {
  const { en } = forms
  const pending = useCopy(forms).pending
  if (label === undefined) return pending.submitting
  const key = (Object.keys(en.pending) as Array<keyof typeof en.pending>).find((k) => en.pending[k] === label)
  return key ? pending[key] : label
}

/**
 * Says `pendingLabel` (the spec's 'Submitting...' or 'Processing...', said in the page's language)
 * exactly while this form's request is in flight. Pass `formAction` when several forms share a page.
 */
export function SubmitButton({
  children,
  pendingLabel: asked,
  formAction,
  intent,
  className,
  variant = 'primary',
}: {
  children: ReactNode
  pendingLabel?: string
  formAction?: string
  intent?: string
  className?: string
  variant?: 'primary' | 'secondary'
}) {
  const pendingLabel = usePendingLabel(asked)
  const navigation = useNavigation()
  const submittingIntent = navigation.formData?.get('intent')
  const pending =
    navigation.state === 'submitting' && (!formAction || navigation.formAction === formAction) && (!intent || submittingIntent === intent)
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      onMouseDown={keepFieldFocus}
      // On a page without React the site script shows it (components/layout/site-script.tsx).
      data-pending-label={pendingLabel}
      disabled={pending}
      aria-disabled={pending}
      className={cn(buttonClass(variant), 'disabled:cursor-wait disabled:opacity-80', className)}
    >
      {pending ? pendingLabel : children}
    </button>
  )
}

/**
 * Pressing the button would blur the field being edited; its on-blur message would then push the button
 * down between mousedown and mouseup, and the click would miss it. Keeping focus in the field avoids
 * that; the submit validates every field anyway. Keyboard use is unaffected.
 */
export function keepFieldFocus(event: React.MouseEvent) {
  event.preventDefault()
}

/** The site's button styles (components/ui/button), for form buttons: 'ghost' is the quiet variant. */
export function buttonClass(variant: 'primary' | 'secondary' | 'ghost' = 'primary') {
  return systemButtonClass(variant === 'ghost' ? 'quiet' : variant)
}
