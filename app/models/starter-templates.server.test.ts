// Which starter file a template key maps to, and that a key outside the six never reaches the disk.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DOCX_CONTENT_TYPE, starterTemplateFile } from './starter-templates.server'

let dir: string
const previous = process.env.BUILD_DIR

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'))
  process.env.BUILD_DIR = dir
  fs.mkdirSync(path.join(dir, 'starter-templates'))
})

afterEach(() => {
  if (previous === undefined) delete process.env.BUILD_DIR
  else process.env.BUILD_DIR = previous
  fs.rmSync(dir, { recursive: true, force: true })
})

test('a built starter is found in BUILD_DIR/starter-templates with its size, a plain file name and the Word type', () => {
  fs.writeFileSync(path.join(dir, 'starter-templates', 'corporate-bylaws.docx'), Buffer.alloc(1234))
  expect(starterTemplateFile('corporate-bylaws')).toEqual({
    fullPath: path.join(dir, 'starter-templates', 'corporate-bylaws.docx'),
    filename: 'corporate-bylaws-starter.docx',
    contentType: DOCX_CONTENT_TYPE,
    sizeBytes: 1234,
  })
})

test('a starter the build has not written is absent, not an error', () => {
  expect(starterTemplateFile('non-disclosure-agreement')).toBeNull()
})

test('only the six template keys are looked up: no other name or path reaches the disk', () => {
  fs.writeFileSync(path.join(dir, 'starter-templates', 'secret.docx'), 'x')
  fs.writeFileSync(path.join(dir, 'passwd.docx'), 'x')
  expect(starterTemplateFile('secret')).toBeNull()
  expect(starterTemplateFile('../passwd')).toBeNull()
})
