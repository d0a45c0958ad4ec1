// The site's one file input: a full-width box with an ink "Choose file" button, marked red when the
// field is invalid (aria-invalid, as every other control). Name, accept, required and the rest pass through.
import type { ComponentPropsWithoutRef } from 'react'

export function FileInput(props: Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'className'>) {
  return (
    <input
      {...props}
      type="file"
      className="block min-h-[44px] w-full min-w-0 max-w-full border border-ink/25 bg-paper-raised p-2 text-[15px] file:mr-3 file:border-0 file:bg-ink file:px-3 file:py-2 file:text-paper aria-[invalid=true]:border-danger"
    />
  )
}
