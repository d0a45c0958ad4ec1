// ESLint (flat config): the recommended rules of ESLint, typescript-eslint, React, React hooks and
// jsx-a11y, the set the Remix and Epic Stack templates start from. Formatting is Prettier's
// (.prettierrc.json), so no stylistic rules here. `npm run lint`; `npm test` runs it.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/**', 'build-*/**', 'public/build/**', 'data/**', 'tests/.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter kept for its position).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { ...react.configs.flat.recommended.languageOptions, globals: globals.browser },
    settings: { react: { version: 'detect' }, formComponents: ['Form'], linkComponents: [{ name: 'Link', linkAttribute: 'to' }] },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The two classic hook rules. The React Compiler's rules that react-hooks 7 adds to its preset
      // (set-state-in-effect, purity, ...) judge code written for the compiler, which this app does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // TypeScript checks props.
      'react/prop-types': 'off',
      // The forms put focus on the first invalid field of a page that comes back with errors. Without
      // JavaScript that page is a fresh document, and autoFocus is the only way to take a keyboard or
      // screen-reader user to the error instead of the top of the page.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // Schemas the browser also runs are written with zod/mini: one `import { z } from 'zod'` reachable
    // from a route pulls all of zod's chained API (about 70 KB gzipped) into the chunk every form page
    // shares (bench/README.md, "JavaScript per form page"). Server-only modules may use it.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}', 'app/**/*.test.{ts,tsx}', 'app/jobs/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Use 'zod/mini' (see app/schemas/fields.ts)." }] }] },
  },
  {
    // Load generators and measurement servers: a failed write to a closed socket is expected there.
    files: ['bench/**'],
    rules: { 'no-empty': ['error', { allowEmptyCatch: true }] },
  },
)
