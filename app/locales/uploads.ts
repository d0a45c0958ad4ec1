// Uploads (app/utils/upload-parsing.server.ts, storage-refusal*.ts): what a visitor reads when a file is
// refused or the storage could not take it, in the page's language. The firm's admin pages stay English.
export const namespace = 'uploads'

export const en = {
  noFile: 'Please choose a file to upload.',
  tooMany: 'Please upload at most {{count}} files at a time.',
  fileTooLarge: 'The file is larger than {{size}}. Please upload a smaller file.',
  unreadable: 'The upload could not be read. Please try again.',
  onlyTypes: 'Only {{types}} files can be uploaded.',
  or: ' or ',
  totalTooLarge: 'These files come to more than {{size}}. Please upload fewer at a time.',
  namedTooLarge: '“{{name}}” is larger than {{size}}. Please upload a smaller file. Nothing was uploaded.',
  unreadableNothing: 'The upload could not be read. Please try again. Nothing was uploaded.',
  notReally: '“{{name}}” is not really a {{types}} file, so it was refused. Nothing was uploaded.',
  documentTypes: 'PDF, image (JPEG, PNG, HEIC, GIF, WebP or TIFF), Word, Excel or PowerPoint',
  storage: {
    'write-failed': {
      title: 'File not stored',
      description:
        'We could not store your file: our storage failed while it was being written. Nothing was saved. Please try again later, and let us know if it happens again.',
    },
    'low-space': {
      title: 'Uploads paused',
      description: 'Our storage is nearly full, so we are not taking files at the moment. Nothing was saved. Please try again later.',
    },
  },
}
