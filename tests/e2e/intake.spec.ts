// Every intake form, with JavaScript on and off (both Playwright projects run each test): the spec's
// validation messages (section 5), its notices (section 8), the scheduling section that replaces a
// submitted form, the firm's notification on a real SMTP server, and the stored lead.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { leadForms } from '../../app/content/intake'
import { appDb, expect, test, waitForMail } from './fixtures'

const FIRM = 'intake@harborvale.example'

function unique(label: string) {
  return `${label} ${Math.random().toString(36).slice(2, 8)}`
}

function lead(email: string) {
  const db = appDb()
  try {
    return db.prepare('select * from leads where email = ?').get(email) as Record<string, string | null> | undefined
  } finally {
    db.close()
  }
}

/**
 * Opens a page; in the JavaScript project, waits until React has hydrated its intake form (the pages
 * hydrate after the first paint, and a form sent before that is a plain no-JavaScript post).
 */
async function open(page: Page, path: string) {
  await page.goto(path)
  const javaScript = test.info().project.use.javaScriptEnabled !== false
  // A page that hydrates marks it; a page without React (`data-static`, such as /growth-score) has nothing to wait for.
  const hydrates = (await page.locator('html[data-static]').count()) === 0
  if (javaScript && hydrates && (await page.locator('input[name="company_website"]').count()) > 0) {
    await page.locator('input[name="__js"]').first().waitFor({ state: 'attached' })
  }
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText(title)
  await expect(toast).toContainText(description)
}

const applicationForms = [
  {
    path: '/book-growth-score',
    heading: 'Book your Growth Score strategy session',
    submit: 'Continue to Scheduling',
    formType: 'growth-score-booking',
    success: 'Your information has been submitted. Please select a time below.',
  },
  {
    path: '/apply-apex-circle',
    heading: 'Apply for Membership',
    submit: 'Submit Application',
    formType: 'apex-circle-application',
    success: 'Your application has been submitted. Please select a time below.',
  },
  {
    path: '/apply-sell-side',
    heading: 'Apply for Sell-Side Representation',
    submit: 'Submit Application',
    formType: 'sell-side-application',
    success: 'Your information has been submitted. Please select a time below.',
  },
  {
    path: '/apply-buy-side',
    heading: 'Apply for Buy-Side Representation',
    submit: 'Submit Application',
    formType: 'buy-side-application',
    success: 'Your information has been submitted. Please select a time below.',
  },
  {
    path: '/request-contract',
    heading: 'Request a Contract',
    submit: 'Submit Request',
    formType: 'contract-request',
    success: 'Your request has been submitted. Please select a time below.',
    agreement: true,
  },
]

for (const form of applicationForms) {
  test.describe(form.path, () => {
    test('an empty form shows every required-field message and focuses the first field', async ({ page }) => {
      await open(page, form.path)
      await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible()
      await page.getByRole('button', { name: form.submit }).click()
      await expect(page.getByText('Full name is required', { exact: true })).toBeVisible()
      await expect(page.getByText('Company name is required', { exact: true })).toBeVisible()
      await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible()
      await expect(page.getByText('Phone number is required', { exact: true })).toBeVisible()
      if (form.agreement) await expect(page.getByText('Please specify the agreement needed', { exact: true })).toBeVisible()
      await expect(page.getByLabel('Full name')).toBeFocused()
      await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
    })

    test('values that are too long, or an address that is not one, show the limits and keep the values', async ({ page }) => {
      await open(page, form.path)
      await page.getByLabel('Full name').fill('N'.repeat(101))
      await page.getByLabel('Company name').fill('C'.repeat(101))
      await page.getByLabel('Email').fill(`${'e'.repeat(250)}@example.com`)
      await page.getByLabel('Phone').fill('1'.repeat(21))
      if (form.agreement) await page.getByLabel('Agreement Needed').fill('A'.repeat(201))
      await page.getByRole('button', { name: form.submit }).click()
      await expect(page.getByText('Name must be less than 100 characters', { exact: true })).toBeVisible()
      await expect(page.getByText('Company name must be less than 100 characters', { exact: true })).toBeVisible()
      await expect(page.getByText('Email must be less than 255 characters', { exact: true })).toBeVisible()
      await expect(page.getByText('Phone number must be less than 20 characters', { exact: true })).toBeVisible()
      if (form.agreement)
        await expect(page.getByText('Agreement description must be less than 200 characters', { exact: true })).toBeVisible()
      await expect(page.getByLabel('Full name')).toHaveValue('N'.repeat(101))
      await expect(page.getByLabel('Full name')).toBeFocused()

      // Spaces alone count as empty: values are trimmed.
      await page.getByLabel('Full name').fill('   ')
      await page.getByLabel('Email').fill('not-an-email')
      await page.getByRole('button', { name: form.submit }).click()
      await expect(page.getByText('Full name is required', { exact: true })).toBeVisible()
      await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible()
    })

    test('a valid submission is stored, notifies the firm and shows the scheduling section', async ({ page }) => {
      const name = unique('Avery Founder')
      const email = `${name.split(' ').pop()}@founder.example`
      await open(page, form.path)
      await page.getByLabel('Full name').fill(`  ${name}  `)
      await page.getByLabel('Company name').fill('Northwind Holdings <LLC>')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Phone').fill('(305) 555-0199')
      if (form.agreement) await page.getByLabel('Agreement Needed').fill('Mutual NDA for a supplier')
      await page.getByRole('button', { name: form.submit }).click()

      await expectToast(page, 'Success!', form.success)
      const schedule = page.getByRole('heading', { name: 'Select a Time' })
      await expect(schedule).toBeVisible()
      await expect(page.getByText(/scheduling calendar will appear here/)).toBeVisible()
      // Without a calendar on the page the panel leads with the promise that is true now: our email.
      await expect(page.locator('#schedule')).toContainText('We will email you within one business day')
      await expect(page.locator('#schedule')).not.toContainText('below')
      await expect(page.getByRole('button', { name: form.submit })).toHaveCount(0)
      await expect(page.locator('#schedule')).toBeInViewport()

      const mail = await waitForMail((m) => m.to.includes(FIRM) && m.text.includes(name))
      expect(mail.text).toContain(`Form: ${leadForms[form.formType as keyof typeof leadForms].label}`)
      expect(mail.text).toContain(`Full name: ${name}`)
      expect(mail.text).toContain('Company name: Northwind Holdings <LLC>')
      expect(mail.text).toContain(`Email: ${email}`)
      expect(mail.text).toContain('Phone: (305) 555-0199')
      expect(mail.html).toContain('Northwind Holdings &lt;LLC&gt;')
      expect(mail.html).not.toContain('<LLC>')
      if (form.agreement) expect(mail.text).toContain('Agreement needed: Mutual NDA for a supplier')
      await waitForMail((m) => m.to.includes(email))

      const row = lead(email)
      expect(row).toMatchObject({
        form_type: form.formType,
        name,
        company_name: 'Northwind Holdings <LLC>',
        phone: '(305) 555-0199',
        status: 'new',
        agreement_needed: form.agreement ? 'Mutual NDA for a supplier' : null,
      })
    })
  })
}

test.describe('application form states', () => {
  test('the button reads Submitting... and is disabled while the request is in flight', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'the pending state is drawn by the page script')
    await page.route(
      (url) => url.pathname.endsWith('.data'),
      async (route) => {
        if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800))
        await route.continue()
      },
    )
    await open(page, '/apply-sell-side')
    await page.getByLabel('Full name').fill('Pending Person')
    await page.getByLabel('Company name').fill('Pending Co')
    await page.getByLabel('Email').fill(`pending-${Date.now()}@founder.example`)
    await page.getByLabel('Phone').fill('305 555 0100')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    const pending = page.getByRole('button', { name: 'Submitting...' })
    await expect(pending).toBeVisible()
    await expect(pending).toBeDisabled()
    await expect(page.getByRole('heading', { name: 'Select a Time' })).toBeVisible()
  })

  test('with JavaScript the page scrolls smoothly to the scheduling section, without it the URL lands there', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await open(page, '/apply-buy-side')
    await page.getByLabel('Full name').fill('Scroll Tester')
    await page.getByLabel('Company name').fill('Scroll Co')
    await page.getByLabel('Email').fill(`scroll-${Date.now()}@founder.example`)
    await page.getByLabel('Phone').fill('305 555 0100')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByRole('heading', { name: 'Select a Time' })).toBeInViewport()
    // On a phone the success toast does not float over the panel and its 'What happens next'.
    await expect(page.getByTestId('toast').first()).toBeAttached()
    for (const toast of await page.getByTestId('toast').all()) await expect(toast).not.toBeInViewport()
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(/\/apply-buy-side\?submitted=1$/)
      await expect(page.locator('#schedule')).toBeFocused()
    } else {
      await expect(page).toHaveURL(/\/apply-buy-side\?submitted=1#schedule$/)
    }
  })

  test('the contract request keeps an agreement chosen in the catalogue', async ({ page }) => {
    await open(page, '/request-contract?agreement=Franchise%20Agreement')
    await expect(page.getByLabel('Agreement Needed')).toHaveValue('Franchise Agreement')
    await expect(page.getByLabel('Agreement Needed')).toHaveAttribute('placeholder', 'e.g., Employment agreement, NDA, Service agreement')
  })
})

test.describe('/contact', () => {
  test('the page gives the location, response time, address and the Growth Score link', async ({ page }) => {
    await open(page, '/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText('Doral, FL')).toBeVisible()
    await expect(main.getByText('Serving clients nationwide')).toBeVisible()
    await expect(main.getByText(/about 24 hours on business days/)).toBeVisible()
    await expect(main.getByRole('link', { name: 'office@harborvale.example' })).toHaveAttribute('href', 'mailto:office@harborvale.example')
    await expect(main.getByRole('link', { name: 'Start with a Growth Score' })).toHaveAttribute('href', '/growth-score')
    // A well-formed description list (axe's definition-list and dlitem rules, which Lighthouse counts):
    // each group is a <div> holding its <dt> and <dd> directly.
    await expect(main.getByRole('term')).toHaveText(['Location', 'Response time', 'Email'])
    const strayChildren = await main
      .locator('dl')
      .evaluateAll((lists) =>
        lists
          .flatMap((dl) =>
            [...dl.children].flatMap((child) =>
              child.tagName === 'DIV'
                ? [...child.children].filter((c) => !['DT', 'DD'].includes(c.tagName))
                : ['DT', 'DD'].includes(child.tagName)
                  ? []
                  : [child],
            ),
          )
          .map((el) => el.outerHTML.slice(0, 80)),
      )
    expect(strayChildren).toEqual([])
    await expect(page.getByLabel('Message (optional)')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
  })

  test('missing fields: the messages and the Missing Information notice', async ({ page }) => {
    await open(page, '/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible()
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible()
    // Labelled optional, yet required (spec section 5).
    await expect(page.getByText('Message is required', { exact: true })).toBeVisible()
    await expectToast(page, 'Missing Information', 'Please fill in all required fields.')
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
  })

  test('too long: the limits, with the values kept', async ({ page }) => {
    await open(page, '/contact')
    await page.getByLabel('Name', { exact: true }).fill('N'.repeat(101))
    await page.getByLabel('Email').fill(`${'e'.repeat(250)}@example.com`)
    await page.getByLabel('Message (optional)').fill('m'.repeat(5001))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Name must be less than 100 characters', { exact: true })).toBeVisible()
    await expect(page.getByText('Email must be less than 255 characters', { exact: true })).toBeVisible()
    await expect(page.getByText('Message must be less than 5000 characters', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Message (optional)')).toHaveValue('m'.repeat(5001))
  })

  test('a message is stored, reaches the firm, and the form clears', async ({ page }) => {
    const name = unique('Morgan Owner')
    const email = `${name.split(' ').pop()}@owner.example`
    const message = 'We are weighing an offer for the company.\n<script>alert(1)</script> Can we talk this week?'
    await open(page, '/contact')
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Message (optional)').fill(message)
    // Leaving a field while others are still empty is not a send: no Missing Information notice.
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Message Sent!', "Thank you for your message. We'll get back to you within 24 hours.")
    // The toast can cover the fields on a phone: the page confirms the message in place too.
    await expect(page.getByRole('region', { name: 'Thank you — we have your message' })).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Message (optional)')).toHaveValue('')

    const mail = await waitForMail((m) => m.to.includes(FIRM) && m.text.includes(name))
    expect(mail.text).toContain('Form: Contact message')
    expect(mail.text).toContain(`Email: ${email}`)
    expect(mail.text).toContain('<script>alert(1)</script> Can we talk this week?')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(lead(email)).toMatchObject({ form_type: 'contact', name, message })
  })
})

const interestForms = [
  { path: '/interest/circle', anchor: 'circle-interest', submit: 'Express Interest', formType: 'circle-interest' },
  {
    path: '/interest/exit-suite',
    anchor: 'exit-suite-interest',
    submit: 'Request a Consultation',
    formType: 'exit-suite-interest',
    message: true,
  },
]

for (const form of interestForms) {
  test.describe(`${form.path} interest form`, () => {
    test('empty and too long values show their messages', async ({ page }) => {
      await open(page, form.path)
      await page.getByRole('button', { name: form.submit }).click()
      await expect(page.getByText('Name is required', { exact: true })).toBeVisible()
      await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible()
      await expect(page.getByText('Company is required', { exact: true })).toBeVisible()
      await page.getByLabel('Name', { exact: true }).fill('N'.repeat(101))
      await page.getByLabel('Company', { exact: true }).fill('C'.repeat(101))
      await page.getByLabel('Email').fill('founder@company.example')
      await page.getByRole('button', { name: form.submit }).click()
      await expect(page.getByText('Name must be less than 100 characters', { exact: true })).toBeVisible()
      await expect(page.getByText('Company name must be less than 100 characters', { exact: true })).toBeVisible()
      await expect(page.getByLabel('Email')).toHaveValue('founder@company.example')
    })

    test('a valid submission shows Interest Submitted!, clears the fields and notifies the firm', async ({ page, javaScriptEnabled }) => {
      const name = unique('Riley Seller')
      const email = `${name.split(' ').pop()}@seller.example`
      await open(page, form.path)
      await page.getByLabel('Name', { exact: true }).fill(name)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Company', { exact: true }).fill('Seller & Sons')
      if (form.message) await page.getByLabel('Message (optional)').fill('Exit in about 18 months.')
      await page.getByRole('button', { name: form.submit }).click()
      await expectToast(page, 'Interest Submitted!', "Thank you for your interest. We'll be in touch soon to discuss your needs.")
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
      await expect(page.getByRole('region', { name: 'Thank you — we have your details' })).toBeVisible()
      await expect(page.getByLabel('Email')).toHaveValue('')
      // Without JavaScript the post redirects back to the form's anchor; with it, the page never moves.
      await expect(page).toHaveURL(javaScriptEnabled ? new RegExp(`${form.path}$`) : new RegExp(`${form.path}#${form.anchor}$`))

      const mail = await waitForMail((m) => m.to.includes(FIRM) && m.text.includes(name))
      expect(mail.text).toContain(`Form: ${leadForms[form.formType as keyof typeof leadForms].label}`)
      expect(mail.text).toContain('Company: Seller & Sons')
      if (form.message) expect(mail.text).toContain('Message: Exit in about 18 months.')
      expect(lead(email)).toMatchObject({ form_type: form.formType, name, company_name: 'Seller & Sons' })
    })
  })
}

test('a bot that fills the honeypot sees success, and nothing is stored or sent', async ({ page }) => {
  const email = `bot-${Date.now()}@spam.example`
  await open(page, '/apply-sell-side')
  await page.getByLabel('Full name').fill('Bot')
  await page.getByLabel('Company name').fill('Bot Co')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('1')
  await page.locator('input[name="company_website"]').fill('https://spam.example', { force: true })
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('heading', { name: 'Select a Time' })).toBeVisible()
  expect(lead(email)).toBeUndefined()
})

// /growth-score ships no JavaScript since issue 25 (it is served from the public-page cache, decision
// 0017), so with JavaScript on too the interest form is a plain post that returns to its anchor. Before,
// with JavaScript it was sent in place (a fetcher): the URL and the scroll position did not change.
test('on /growth-score the Circle interest form returns to its anchor, with or without JavaScript', async ({ page }) => {
  const name = unique('Growth Page')
  const email = `${name.split(' ').pop()}@growth.example`
  await open(page, '/growth-score')
  const form = page.locator('#circle-interest')
  await form.scrollIntoViewIfNeeded()
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Company', { exact: true }).fill('Growth Co')
  await form.getByRole('button', { name: 'Express Interest' }).click()
  await expectToast(page, 'Interest Submitted!', "Thank you for your interest. We'll be in touch soon to discuss your needs.")
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('')
  await expect(page).toHaveURL(/\/growth-score#circle-interest$/)
  await expect(form).toBeInViewport()
  const mail = await waitForMail((m) => m.to.includes(FIRM) && m.text.includes(name))
  expect(mail.text).toContain('Form: Circle membership interest')
  expect(lead(email)).toMatchObject({ form_type: 'circle-interest', company_name: 'Growth Co' })
})

test.describe('accessibility (axe-core)', () => {
  async function seriousViolations(page: Page) {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
  }

  const pages = [
    '/contact',
    '/book-growth-score',
    '/apply-apex-circle',
    '/apply-sell-side',
    '/apply-buy-side',
    '/request-contract',
    '/interest/circle',
    '/interest/exit-suite',
  ]
  for (const path of pages) {
    test(`${path}: none serious or critical, idle and with every error showing`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, 'axe-core runs as a script inside the page')
      await open(page, path)
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('main').getByRole('button').last().click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('the scheduling section: none serious or critical', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'axe-core runs as a script inside the page')
    await open(page, '/apply-sell-side?submitted=1')
    await expect(page.getByRole('heading', { name: 'Select a Time' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})
