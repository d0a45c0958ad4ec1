// madge ships no types: the part of its programmatic API that tests/unit/import-cycles.test.ts uses.
declare module 'madge' {
  type Config = { baseDir?: string; fileExtensions?: string[]; tsConfig?: string; excludeRegExp?: RegExp[] }
  type Result = { circular(): string[][]; warnings(): { skipped: string[] } }
  export default function madge(paths: string | string[], config?: Config): Promise<Result>
}
