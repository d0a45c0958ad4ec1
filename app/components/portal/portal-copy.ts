// The portal's fixed content in a language. Stage and task names are stored in English (the spec's
// wording, which the server matches on); their Spanish is found by position in app/content/portal.ts.
import { DOCUMENT_CATEGORIES, DOCUMENT_ITEMS, STAGES, TASKS, TEMPLATES } from '~/content/portal'
import type * as portalHome from '~/locales/portal-home'
import type * as portalTemplates from '~/locales/portal-templates'
import type { Translation } from '~/utils/i18n'

/** The home's copy in either language (the Spanish type is the English one, read-only). */
export type PortalHomeCopy = Translation<typeof portalHome.en>

/** The templates page's copy in either language. */
export type PortalTemplatesCopy = Translation<typeof portalTemplates.en>

/** A stage's name in the copy's language; a stage the firm named itself stays as it is. */
export function stageName(t: PortalHomeCopy, name: string) {
  const i = (STAGES as readonly string[]).indexOf(name)
  return i >= 0 ? t.stages[i] : name
}

/** A default task's title and description in the copy's language; the firm's own tasks stay as they are. */
export function taskText(t: PortalHomeCopy, title: string, description: string | null) {
  const i = TASKS.findIndex((task) => task.title === title)
  return i >= 0 ? t.tasks.list[i] : { title, description }
}

/** A checklist item's name by its key. */
export function itemName(t: PortalHomeCopy, key: string, fallback: string) {
  const i = DOCUMENT_ITEMS.findIndex((item) => item.key === key)
  return i >= 0 ? t.checklist.items[i] : fallback
}

/** A checklist group's title (by its English title). */
export function categoryTitle(t: PortalHomeCopy, title: string) {
  const i = DOCUMENT_CATEGORIES.findIndex((c) => c.title === title)
  return i >= 0 ? t.checklist.categories[i] : title
}

/** A template's title and description by its key. */
export function templateText(t: PortalTemplatesCopy, key: string) {
  const i = TEMPLATES.findIndex((template) => template.key === key)
  return t.templates.list[i]
}
