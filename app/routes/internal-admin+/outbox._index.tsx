// /internal-admin/outbox with no email chosen yet.
export default function NoEmailChosen() {
  return (
    <p className="hidden border border-dashed border-ink/25 px-4 py-12 text-center text-ink-muted lg:block">
      Choose an email to read it here.
    </p>
  )
}
