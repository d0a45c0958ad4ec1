// The Name and Email pair that opens the contact, interest, waitlist and details forms, with the
// browser's autofill hints. `focus` names the field to focus after a refused post (the first invalid one).
import type { ComponentProps } from 'react'
import { Field } from '~/components/forms'
import * as forms from '~/locales/forms'
import { useCopy } from '~/utils/i18n'

type FieldMeta = ComponentProps<typeof Field>['field']

export function NameEmailFields({ name, email, focus }: { name: FieldMeta; email: FieldMeta; focus?: string | null }) {
  const t = useCopy(forms)
  return (
    <>
      <Field label={t.name} field={name} autoComplete="name" autoFocus={focus === 'name'} />
      <Field label={t.email} type="email" field={email} autoComplete="email" autoFocus={focus === 'email'} />
    </>
  )
}
