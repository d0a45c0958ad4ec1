// The copy check's rules (issue 16), apart from what it reads: British spellings, straight quotes,
// hyphenated ranges, doubled periods, raw ids and kebab-case enum values, found in a text; and the text a
// visitor sees in a page's HTML. Used by tests/integration/copy-check.test.ts, which also tests them.
import { LEAD_FORM_TYPES } from '~/utils/db-schema'

// Strings the spec fixes word for word that the rules below would otherwise flag. Keep this list short,
// each with the spec section it comes from.
const allowed = [
  // spec section 3, the contract catalog's groups: the agreement's name, as /contracts and its tests show it
  "Shareholders' or Partnership Agreement",
]

// British spellings, matched as whole words (case-insensitive). -ise/-isation stems are listed so that
// US words such as "promise", "expertise" or "organism" are not caught.
const britishStems = [
  'recogn',
  'organ',
  'optim',
  'priorit',
  'minim',
  'maxim',
  'author',
  'final',
  'special',
  'summar',
  'custom',
  'categor',
  'standard',
  'util',
  'real',
  'capital',
  'monet',
  'character',
  'apolog',
  'emphas',
  'memor',
  'normal',
  'formal',
  'visual',
  'personal',
  'modern',
  'digit',
  'central',
  'stabil',
  'familiar',
  'legal',
  'incentiv',
  'synchron',
  'harmon',
  'critic',
  'stylis',
  'person',
]
const british = new RegExp(
  [
    `\\b(?:${britishStems.join('|')})is(?:e|ed|es|ing|ation|ations)\\b`,
    '\\b(?!improvisation)\\w+isations?\\b',
    '\\b(?:judgements?|candour|colours?|favour\\w*|honour\\w*|behaviour\\w*|labour\\w*|neighbour\\w*)\\b',
    '\\b(?:centres?|centred|licence[sd]?|cheques?|programmes?|enquir\\w*|whilst|amongst|catalogues?|analys(?:e|ed|ing)|defence|offence)\\b',
    '\\b(?:tick(?:ed|s)?|travell(?:ed|ing|er|ers)|modell(?:ed|ing)|fulfil|fulfilment|instalments?|learnt|spelt|per cent)\\b',
  ].join('|'),
  'gi',
)

// Values of the app's enums with a hyphen: shown as text, they are labels nobody wrote.
const enumValues = [
  ...LEAD_FORM_TYPES,
  'engagement-letter',
  'post-payment-agreement',
  'letter-unsigned',
  'checkout-open',
  'set-password',
  'reset-password',
  'payment-failed',
  'deliverable-requested',
  'in_progress',
  'past_due',
  'awaiting_signature',
  'letter_preparing',
  'letter_failed',
  'checkout_open',
].filter((v) => /[-_]/.test(v))

export type Finding = { rule: string; snippet: string }

/** Every problem in one text, with a few characters of context around each. */
export function checkCopy(raw: string): Finding[] {
  // Links and addresses carry tokens and hyphens by design; they are not prose.
  let text = raw.replace(/https?:\/\/\S+/g, ' ').replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
  for (const exempt of allowed) text = text.split(exempt).join(' ')
  const found: Finding[] = []
  const around = (index: number, length: number) =>
    text
      .slice(Math.max(0, index - 30), index + length + 30)
      .replace(/\s+/g, ' ')
      .trim()
  const scan = (rule: string, re: RegExp, keep: (m: RegExpExecArray) => boolean = () => true) => {
    for (const m of text.matchAll(re)) {
      if (!keep(m)) continue
      const snippet = around(m.index!, m[0].length)
      found.push({ rule, snippet: `${m[0]} in “${snippet}”` })
    }
  }
  scan('British spelling', british)
  scan('straight quote', /['"]/g)
  // exactly two: the spec's busy labels ('Processing...', 'Submitting...') keep their three dots
  scan('doubled period', /(?<!\.)\.\.(?!\.)/g)
  scan(
    'hyphen in a range (use an en dash)',
    /(?<![\w-])\$?\d+(?:[.,]\d+)?[MKkB%+]?\s?-\s?\$?\d+(?:[.,]\d+)?[MKkB%+]?(?![\w-])/g,
    // phone numbers (555-0100) and ISO dates are not ranges
    (m) => !/^\d{3}-\d{4}$/.test(m[0]) && !/^\d{4}-\d{2}(-\d{2})?$/.test(m[0]),
  )
  scan(
    'raw id',
    /(?<![\w-])[A-Za-z0-9_-]{16,}(?![\w-])/g,
    // a signature's verification code (GS-XXXXX-XXXXX-XXXXX) is made to be read aloud: not a raw id
    (m) => /[A-Za-z]/.test(m[0]) && /\d/.test(m[0]) && !/^GS(-[0-9A-Z]{5}){3}$/.test(m[0]),
  )
  scan('raw enum value', new RegExp(`(?<![\\w/-])(?:${enumValues.join('|')})(?![\\w/-])`, 'g'))
  return found
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  middot: '·',
  copy: '©',
}

const blocks =
  'address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|option|p|section|table|td|th|tr|ul|button|label|title|text|tspan|legend|summary'

/** The text a visitor sees: no scripts, styles, comments, tags or attributes; entities decoded. */
export function visibleText(html: string) {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(new RegExp(`</?(?:${blocks})\\b[^>]*>`, 'gi'), '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e: string) =>
      e[0] === '#' ? String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (entities[e] ?? whole),
    )
    .replace(/[ \t]+/g, ' ')
}

// ---------------------------------------------------------------------------------------------
// Spanish (issue 28): the same checks do not read Spanish, so a Spanish text gets its own: a question or
// an exclamation opened with ¿ or ¡, no accent left off a common word, and no English left in it. English
// is told by its small words: a sentence with two or more of them is English, whatever names it holds
// ("The Apex Circle", "The Florida Bar" or a school "of Law" bring one at most).

const englishWords = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'our',
  'please',
  'this',
  'that',
  'for',
  'of',
  'to',
  'is',
  'are',
  'we',
  'will',
  'be',
  'not',
  'on',
  'at',
  'by',
  'from',
  'have',
  'it',
  'an',
  'or',
  'in',
  'all',
  'can',
  'if',
  'into',
  'about',
  'more',
  'what',
  'how',
  'who',
  'when',
  'here',
  'now',
  'only',
  'after',
  'before',
  'than',
  'then',
  'required',
  'field',
  'fields',
  'page',
  'was',
  'were',
  'my',
  'us',
  'they',
  'their',
  'which',
]
const englishWord = new RegExp(`\\b(?:${englishWords.join('|')})\\b`, 'gi')

// Common words whose accent is easy to leave off, as they would be written without it.
const unaccented = [
  'informacion',
  'pagina',
  'paginas',
  'telefono',
  'electronico',
  'electronica',
  'accion',
  'aqui',
  'tambien',
  'numero',
  'codigo',
  'direccion',
  'sesion',
  'contrasena',
  'contrasenas',
  'ultimo',
  'proximo',
  'analisis',
  'dias',
  'mision',
  'operacion',
  'politica',
  'traduccion',
  'version',
  'via',
  'esta disponible',
  'aun no',
]

/** Every problem in one Spanish text (the Spanish copy check). */
export function checkSpanishCopy(raw: string): Finding[] {
  const text = raw.replace(/https?:\/\/\S+/g, ' ').replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
  const found: Finding[] = []
  for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/)) {
    const s = sentence.trim()
    if (!s) continue
    if (s.includes('?') && !s.includes('¿')) found.push({ rule: 'question without ¿', snippet: s })
    if (s.includes('!') && !s.includes('¡')) found.push({ rule: 'exclamation without ¡', snippet: s })
    const english = new Set([...s.matchAll(englishWord)].map((m) => m[0].toLowerCase()))
    if (english.size >= 2) found.push({ rule: 'English in a Spanish page', snippet: s.slice(0, 160) })
    for (const word of unaccented)
      if (new RegExp(`(?<![\\wáéíóúñ])${word}(?![\\wáéíóúñ])`, 'i').test(s))
        found.push({ rule: 'missing accent', snippet: `${word} in “${s.slice(0, 120)}”` })
  }
  return found
}
