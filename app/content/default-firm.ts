// The example identity (app/content/site-content-example.ts), for code that renders before any content
// can be read and for tests: the letters' default firm. Apart from firm.ts so that pages, which read the
// published identity from the root loader, do not ship the example.
import { firmView, type Firm } from './firm'
import { exampleContent } from './site-content-example'

export const defaultFirm: Firm = firmView(exampleContent)
