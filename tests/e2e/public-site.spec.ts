// The public website (issue 3): every route of the spec's table, on a desk (1280 px) and a phone
// (375 px), with JavaScript on and off (the two Playwright projects), plus axe-core on every page.
import type { Page } from '@playwright/test'
import { axeViolations, expect, test } from './fixtures'

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
]

const firmName = 'Harbor & Vale'

type RouteCheck = { path: string; h1: string | RegExp; check?: (page: Page) => Promise<void> }

async function expectLinks(page: Page, name: string | RegExp, href: string | RegExp, atLeast = 1) {
  const links = page.getByRole('main').getByRole('link', { name })
  const count = await links.count()
  expect(count, `links named ${name}`).toBeGreaterThanOrEqual(atLeast)
  for (let i = 0; i < count; i++) await expect(links.nth(i)).toHaveAttribute('href', href)
}

const routes: RouteCheck[] = [
  {
    path: '/',
    h1: 'Legal strategy for visionary founders',
    check: async (page) => {
      const choice = page.getByLabel('I am a business owner and I am…')
      await expect(choice).toBeVisible()
      await expect(choice.locator('option')).toHaveText([
        'Select an option',
        'Looking to scale my business',
        'Looking to sell/buy a business',
        'Looking for a specific contract',
      ])
      await expect(choice).toHaveValue('')
    },
  },
  {
    path: '/our-mission',
    h1: 'Our Mission',
    check: async (page) => {
      await expect(page.getByRole('main')).toContainText('deliberately limit the number of clients')
    },
  },
  {
    path: '/about',
    h1: 'Elena M. Vale',
    check: async (page) => {
      const main = page.getByRole('main')
      await expect(main).toContainText('Managing Attorney')
      await expect(main.getByRole('link', { name: 'office@harborvale.example' })).toHaveAttribute(
        'href',
        'mailto:office@harborvale.example',
      )
      for (const heading of ['Summary', 'Areas of focus', 'Education', 'Recognition']) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      }
    },
  },
  {
    path: '/international-presence',
    h1: 'International Presence',
    check: async (page) => {
      const map = page.getByRole('img', { name: /United States, Latin America .* United Arab Emirates/ })
      await expect(map).toBeVisible()
      await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      for (const region of ['United States', 'Latin America', 'United Arab Emirates']) {
        await expect(page.getByRole('heading', { level: 2, name: region })).toBeVisible()
      }
    },
  },
  {
    path: '/solutions',
    h1: /Counsel for every stage/,
    check: async (page) => {
      const main = page.getByRole('main')
      for (const heading of ['Growth Score', 'The Apex Circle', 'Exit Suite', 'Legacy Access']) {
        await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
      }
      await expect(main).toContainText('$4,000')
      await expect(main).toContainText('$2,000')
      await expect(main).toContainText('$15,000+')
      await expectLinks(page, 'Begin Assessment', '/growth-score')
      await expectLinks(page, 'Apply for Membership', '/contact')
      await expectLinks(page, 'Schedule M&A Consultation', '/contact')
      await expectLinks(page, 'Start Your Growth Score', '/growth-score')
      await expect(main.getByRole('region', { name: 'Legacy Access' }).getByRole('link')).toHaveCount(0)
    },
  },
  {
    path: '/scale',
    h1: 'Scale your business',
    check: async (page) => {
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
      await expectLinks(page, 'Start Your Growth Score', '/book-growth-score')
      await expectLinks(page, 'Learn More about Growth Score', '/apex-growth-score-info')
      await expectLinks(page, 'Explore Membership', '/apply-apex-circle')
      await expectLinks(page, 'Learn More about The Apex Circle', '/apex-circle')
    },
  },
  {
    path: '/buy-sell',
    h1: 'Buy or sell a business',
    check: async (page) => {
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
      await expectLinks(page, 'Apply for Buy-Side Representation', '/apply-buy-side')
      await expectLinks(page, 'Learn More about Buy-Side Representation', '/buy-side')
      await expectLinks(page, 'Apply for Sell-Side Representation', '/apply-sell-side')
      await expectLinks(page, 'Learn More about Sell-Side Representation', '/sell-side')
    },
  },
  ...(['buy', 'sell'] as const).map((side) => ({
    path: `/${side}-side`,
    h1: `${side === 'buy' ? 'Buy' : 'Sell'}-Side Representation`,
    check: async (page: Page) => {
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2, name: 'Why It Matters' })).toBeVisible()
      await expect(main.getByRole('heading', { level: 2, name: `Why ${firmName}` })).toBeVisible()
      await expect(main.getByRole('region', { name: 'Our process' }).getByRole('listitem')).toHaveCount(5)
      // The hero's apply button and the closing one.
      await expectLinks(page, `Apply for ${side === 'buy' ? 'Buy' : 'Sell'}-Side Representation`, `/apply-${side}-side`, 2)
    },
  })),
  {
    path: '/contracts',
    h1: /Agreements drafted/,
    check: async (page) => {
      const main = page.getByRole('main')
      const groups = {
        'Corporate & Governance': [
          'Operating Agreement/Bylaws',
          "Shareholders' or Partnership Agreement",
          'Board or Member Resolutions',
          'Stock Purchase/Subscription Agreement',
        ],
        'Employment & Contractor': [
          'Employment Agreement',
          'Independent Contractor Agreement',
          'NDA (mutual or one-way)',
          'Non-Compete/Non-Solicitation',
        ],
        'Commercial & Business': [
          'Service Agreement/MSA',
          'Client Engagement Letter',
          'Vendor/Supplier Agreement',
          'Franchise Agreement',
          'Distribution Agreement',
        ],
        'Real Estate & Asset-Based': ['Commercial Lease', 'Asset Purchase Agreement', 'Letter of Intent'],
        'Other Key Agreements': ['Joint Venture Agreement', 'Convertible Note/SAFE', 'Promissory Note/Loan Agreement', 'Custom/Other'],
      }
      for (const [group, agreements] of Object.entries(groups)) {
        const region = main.getByRole('region', { name: group })
        await expect(region.getByRole('heading', { level: 3 })).toHaveText(agreements)
        await expect(region.getByRole('link', { name: /^Request This Agreement/ })).toHaveCount(agreements.length)
      }
      const requests = main.getByRole('link', { name: /^Request This Agreement/ })
      await expect(requests).toHaveCount(20)
      for (const href of await requests.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^\/request-contract(\?|$)/)
      }
      await expect(main.getByRole('region', { name: 'Other Key Agreements' })).toContainText('Agreement Needed')
      const how = main.getByRole('region', { name: 'How It Works' })
      await expect(how.getByRole('listitem')).toHaveCount(3)
      await expect(how).toContainText('Choose an agreement')
      await expect(how).toContainText('Submit your information')
      await expect(how).toContainText('We contact you')
      await expectLinks(page, 'Request an Agreement', '/request-contract')
    },
  },
  {
    path: '/deal-portfolio',
    h1: 'Deal Portfolio',
    check: async (page) => {
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        'Athletics',
        'Automotive',
        'Biotech',
        'Construction',
        'Consulting',
        'Consumer Products',
        'Energy',
        'Franchising and Licensing',
        'Healthcare',
        'Logistics',
        'Marketing',
        'Professional Services',
        'Real Estate',
        'Restaurants',
        'Software',
        'Startups',
        'Veterinary',
        // The representative deals of the site content (issue 25), after the industries.
        'Representative deals',
        'Have a deal in mind?',
      ])
      await expect(main.getByRole('complementary', { name: 'Confidentiality' })).toContainText('confidentiality')
    },
  },
  {
    path: '/terms',
    h1: 'Terms and Conditions',
    check: async (page) => {
      const main = page.getByRole('main')
      const numbered = main.getByRole('heading', { level: 2, name: /^\d+\. / })
      await expect(numbered).toHaveCount(12)
      for (let i = 0; i < 12; i++) await expect(numbered.nth(i)).toHaveText(new RegExp(`^${i + 1}\\. `))
      await expect(main.getByRole('heading', { level: 2, name: 'Accessibility Statement' })).toBeVisible()
      await expect(main).toContainText('Effective 01.01.2025')
      await expect(main).toContainText('Effective 03.01.2025')
      await expect(main).toContainText('Florida')
      await expect(main).toContainText('arbitration')
    },
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    check: async (page) => {
      const numbered = page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+\. / })
      await expect(numbered).toHaveCount(10)
      await expect(page.getByRole('main')).toContainText('under 18')
    },
  },
  {
    path: '/apex-growth-score-info',
    h1: 'The Growth Score',
    check: async (page) => {
      await expectLinks(page, 'Start Your Growth Score', '/book-growth-score', 2)
      await expect(page.getByRole('main')).toContainText('40+')
      await expect(page.getByRole('main')).not.toContainText('50+')
    },
  },
  {
    path: '/apex-circle',
    h1: 'The Apex Circle',
    check: async (page) => {
      await expectLinks(page, 'Apply for Membership', '/apply-apex-circle', 2)
      await expect(page.getByRole('main')).toContainText('$2,000')
    },
  },
]

const navLinks = [
  ['Our Mission', '/our-mission'],
  ['Attorney Profile', '/about'],
  ['International Presence', '/international-presence'],
  ['Deal Portfolio', '/deal-portfolio'],
  ['Contact Us', '/contact'],
] as const

async function checkLayout(page: Page, path: string, phone: boolean, javaScriptEnabled: boolean) {
  await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
  await expect(page.getByRole('main')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms')
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  await expect(footer).toContainText('© 2024')
  await expect(footer).toContainText('Corporate and M&A counsel for founders')

  let nav = page.getByRole('navigation', { name: 'Main' })
  if (phone) {
    await expect(nav).toBeHidden()
    const menuButton = page.locator('header summary', { hasText: 'Menu' })
    await menuButton.click()
    if (javaScriptEnabled) {
      const dialog = page.getByRole('dialog', { name: 'Menu' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading', { name: 'Menu' })).toBeVisible()
      nav = dialog.getByRole('navigation', { name: 'Navigation' })
    } else {
      await expect(page.locator('header details')).toHaveAttribute('open', '')
      nav = page.locator('header details').getByRole('navigation', { name: 'Navigation' })
    }
  }
  await expect(nav).toBeVisible()
  for (const [name, href] of navLinks) {
    const link = nav.getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('href', href)
    if (href === path) await expect(link).toHaveAttribute('aria-current', 'page')
    else await expect(link).not.toHaveAttribute('aria-current', 'page')
  }
  const login = phone
    ? nav.getByRole('link', { name: 'Client Login' })
    : page.getByRole('banner').getByRole('link', { name: 'Client Login' })
  await expect(login).toHaveAttribute('href', '/auth')
  if (!phone) {
    // Each link of the header reads on one line (the language switch once pushed them to wrap at 1280 px).
    const lineHeights = await page
      .getByRole('banner')
      .getByRole('link')
      .evaluateAll((links) =>
        links
          // Not the firm's mark (its name and kind are two lines by design).
          .filter((a) => a.getClientRects().length > 0 && !['/', '/es'].includes(a.getAttribute('href') ?? ''))
          .map((a) => {
            const range = document.createRange()
            range.selectNodeContents(a)
            return { text: a.textContent?.trim(), lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size }
          }),
      )
    expect(lineHeights.filter((l) => l.lines > 1)).toEqual([])
  }
  if (phone && javaScriptEnabled) {
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  }
}

for (const viewport of viewports) {
  test.describe(`public pages at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const route of routes) {
      test(`${route.path}: content, links and layout`, async ({ page, javaScriptEnabled }) => {
        const response = await page.goto(route.path)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
        await route.check?.(page)
        await checkLayout(page, route.path, viewport.width < 768, Boolean(javaScriptEnabled))
      })
    }

    test('unknown pages answer 404 with links home and to contact', async ({ page }) => {
      const response = await page.goto('/no-such-page/here')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/')
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    })

    for (const path of [...routes.map((r) => r.path), '/no-such-page']) {
      test(`${path}: no serious or critical accessibility violations`, async ({ page, javaScriptEnabled }) => {
        test.skip(!javaScriptEnabled, 'axe-core runs as a script inside the page')
        await page.goto(path)
        expect(await axeViolations(page, { seriousOnly: true, bestPractice: true })).toEqual([])
      })
    }
  })
}

test.describe('search engines', () => {
  test('every public page has its own title, description, canonical URL and Open Graph tags', async ({ page, baseURL }) => {
    const titles = new Set<string>()
    for (const { path } of routes) {
      await page.goto(path)
      const title = await page.title()
      expect(title, path).toContain(firmName)
      titles.add(title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${path}`)
    }
    expect(titles.size).toBe(routes.length)
  })

  test('home carries LegalService structured data with address and area served', async ({ page }) => {
    await page.goto('/')
    const json = await page.locator('script[type="application/ld+json"]').textContent()
    const data = JSON.parse(json ?? '{}') as { '@type': string; address: { addressLocality: string }; areaServed: { name: string }[] }
    expect(data['@type']).toBe('LegalService')
    expect(data.address.addressLocality).toBe('Doral')
    expect(data.areaServed.map((a) => a.name)).toEqual(['United States', 'Latin America', 'United Arab Emirates'])
  })

  test('robots.txt and sitemap.xml list the public pages', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const { path } of routes) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`)
  })

  test('/services redirects to the Services page', async ({ page }) => {
    await page.goto('/services')
    await expect(page).toHaveURL(/\/solutions$/)
  })
})
