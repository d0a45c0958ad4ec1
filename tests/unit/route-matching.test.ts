// patches/@remix-run+router*.patch keeps the matches of each path per route tree. Callers must still get
// the same answers as before, and each its own copy.
import { matchRoutes } from '@remix-run/router'
import { describe, expect, test } from 'vitest'

const routes = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'contact', path: 'contact' },
      { id: 'lead', path: 'admin/leads/:leadId' },
      { id: 'docs', path: 'docs/*' },
    ],
  },
]

const ids = (pathname: string) => matchRoutes(routes, pathname)?.map((m) => m.route.id) ?? null

describe('route matching (patched @remix-run/router)', () => {
  test('finds the same routes for a path however often it is asked', () => {
    for (let i = 0; i < 3; i++) {
      expect(ids('/')).toEqual(['root', 'home'])
      expect(ids('/contact')).toEqual(['root', 'contact'])
      expect(ids('/nowhere')).toBeNull()
    }
  })

  test('params belong to each path, and a caller changing its result does not change the next', () => {
    const first = matchRoutes(routes, '/admin/leads/abc')!
    expect(first[1].params).toEqual({ leadId: 'abc' })
    ;(first[1] as { params: Record<string, string>; pathname: string }).params.leadId = 'changed'
    ;(first[1] as { pathname: string }).pathname = '/changed'
    const again = matchRoutes(routes, '/admin/leads/abc')!
    expect(again[1].params).toEqual({ leadId: 'abc' })
    expect(again[1].pathname).toBe('/admin/leads/abc')
    expect(matchRoutes(routes, '/admin/leads/xyz')![1].params).toEqual({ leadId: 'xyz' })
    expect(matchRoutes(routes, '/docs/a/b')![1].params).toEqual({ '*': 'a/b' })
  })

  test('a changed route tree is matched afresh', () => {
    const other = [{ id: 'only', path: '/contact' }]
    expect(matchRoutes(other, '/contact')?.map((m) => m.route.id)).toEqual(['only'])
    expect(ids('/contact')).toEqual(['root', 'contact'])
  })
})
