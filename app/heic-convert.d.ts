// heic-convert ships no types: it decodes a HEIC/HEIF photo's main image to JPEG or PNG bytes.
declare module 'heic-convert' {
  export default function convert(options: { buffer: Buffer | Uint8Array; format: 'JPEG' | 'PNG'; quality?: number }): Promise<ArrayBuffer>
}
