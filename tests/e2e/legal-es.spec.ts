// /es/terms and /es/privacy (issue 28): the Spanish courtesy translation, opening with the sentence that
// the English version governs and a link to it, with every numbered section of the English page.
import { expect, test } from '@playwright/test'

for (const { path, h1, sections } of [
  { path: '/es/terms', h1: 'Términos y condiciones', sections: 12 },
  { path: '/es/privacy', h1: 'Política de privacidad', sections: 10 },
]) {
  test(`${path} is the Spanish courtesy translation, with the English version governing`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(h1)
    const note = main.getByRole('note')
    await expect(note).toContainText('Esta es una traducción de cortesía. La versión en inglés es la que rige')
    await expect(note.getByRole('link', { name: 'Ver la versión en inglés' })).toHaveAttribute('href', path.replace('/es', ''))
    await expect(main.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(sections)
    await expect(main).toContainText('Vigente desde el 1 de enero de 2025')
    if (path === '/es/terms') await expect(main.getByRole('heading', { level: 2, name: 'Declaración de accesibilidad' })).toBeVisible()
  })
}
