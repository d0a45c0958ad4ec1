// What an upload may be, decided by its content, not by its name: the file-type library reads the
// file's signature (and, for a ZIP, the [Content_Types].xml that names a Word, Excel or PowerPoint
// document). This module names the types each upload takes; the reader (upload-parsing.server.ts)
// calls detectType once a file is on disk.
import { fileTypeFromFile } from 'file-type'

/** What file-type answered for a file: its extension and media type (e.g. 'docx', 'pdf', 'cfb'). */
type Sniffed = { ext: string; mime: string }

export type FileType = {
  ext: string
  contentType: string
  label: string
  /** Whether what file-type found is this type (the sender's file name, for containers that need it). */
  accepts: (found: Sniffed, originalName: string) => boolean
}

function byExtension(ext: string, contentType: string, label: string, found: string[] = [ext]): FileType {
  return { ext, contentType, label, accepts: (sniffed) => found.includes(sniffed.ext) }
}

const PDF = byExtension('pdf', 'application/pdf', 'PDF')
// file-type tells a .docx from any other ZIP by the document type its [Content_Types].xml names.
const DOCX = byExtension('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word (.docx)')
const XLSX = byExtension('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Excel (.xlsx)')
const PPTX = byExtension('pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'PowerPoint (.pptx)')
// An animated PNG is a PNG.
const PNG = byExtension('png', 'image/png', 'PNG', ['png', 'apng'])
const JPEG = byExtension('jpg', 'image/jpeg', 'JPEG')
const GIF = byExtension('gif', 'image/gif', 'GIF')
const WEBP = byExtension('webp', 'image/webp', 'WebP')
// A phone's photo: an ISO media file whose brand is HEIC or HEIF (a still image or a burst).
const HEIC: FileType = {
  ext: 'heic',
  contentType: 'image/heic',
  label: 'HEIC',
  accepts: (found) => found.ext === 'heic' && ['image/heic', 'image/heif', 'image/heif-sequence'].includes(found.mime),
}
// A camera's raw file (Canon, Nikon, Sony, DNG) is a TIFF file, and is taken as one.
const TIFF = byExtension('tif', 'image/tiff', 'TIFF', ['tif', 'cr2', 'nef', 'arw', 'dng'])
// Word, Excel and PowerPoint 97-2003 share one container (OLE compound file, file-type's 'cfb'), so the
// sender's extension says which of the three it is; anything else in that container is refused.
function legacyOffice(ext: string, contentType: string, label: string): FileType {
  return { ext, contentType, label, accepts: (found, name) => found.ext === 'cfb' && name.toLowerCase().endsWith(`.${ext}`) }
}
const DOC = legacyOffice('doc', 'application/msword', 'Word 97–2003 (.doc)')
const XLS = legacyOffice('xls', 'application/vnd.ms-excel', 'Excel 97-2003 (.xls)')
const PPT = legacyOffice('ppt', 'application/vnd.ms-powerpoint', 'PowerPoint 97-2003 (.ppt)')

export const TEMPLATE_TYPES = [PDF, DOCX]
export const REPORT_TYPES = [PDF]
/** What a client may upload for a checklist item: PDFs, images, Office documents and spreadsheets. */
export const DOCUMENT_TYPES = [PDF, PNG, JPEG, GIF, WEBP, HEIC, TIFF, DOCX, XLSX, PPTX, DOC, XLS, PPT]
/** A file the reader kept (receiveUploads), at its temporary path, with the type its content showed. */
export type ReceivedFile = { path: string; size: number; originalName: string; type: FileType }

/** The browser's file picker hint (the server decides by content, not by this). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.heic,.heif,.tif,.tiff,.doc,.docx,.xls,.xlsx,.ppt,.pptx'

/**
 * The type a stored file really is (by content), or undefined when it is none of `types`. A file
 * file-type cannot read (cut off, malformed) is none of them. file-type reads a ZIP's directory and at
 * most 1 MB of any entry it inflates (21.3.2 and later), so a ZIP bomb costs little.
 */
export async function detectType(filePath: string, originalName: string, types: FileType[]) {
  const found = await fileTypeFromFile(filePath).catch(() => undefined)
  if (!found) return undefined
  return types.find((type) => type.accepts(found, originalName))
}
