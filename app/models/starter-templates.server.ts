// The starter versions of the portal's six templates: Word files the build writes from our own text
// (app/content/starter-templates.ts, scripts/starter-templates.ts) into BUILD_DIR/starter-templates/.
// A client downloads the firm's uploaded file when there is one, else the starter.
import fs from 'node:fs'
import path from 'node:path'
import { TEMPLATES, type TemplateKey } from '~/content/portal'

/** The file name a starter downloads as. (The text itself stays out of the web bundle: only the build reads it.) */
export function starterFilename(key: TemplateKey) {
  return `${key}-starter.docx`
}

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** The folder the build writes the starters to (BUILD_DIR, resolved like server/index.ts does). */
export function starterTemplatesDir() {
  return path.resolve(process.env.BUILD_DIR ?? 'build', 'starter-templates')
}

function isKey(key: string): key is TemplateKey {
  return TEMPLATES.some((t) => t.key === key)
}

/** The starter file of a template, or null when the key is unknown or the build has not written it. */
export function starterTemplateFile(key: string) {
  if (!isKey(key)) return null
  const fullPath = path.join(starterTemplatesDir(), `${key}.docx`)
  let sizeBytes: number
  try {
    sizeBytes = fs.statSync(fullPath).size
  } catch {
    return null
  }
  return { fullPath, filename: starterFilename(key), contentType: DOCX_CONTENT_TYPE, sizeBytes }
}
