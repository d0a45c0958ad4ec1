// The world map on /international-presence, drawn from Natural Earth geography (world-atlas,
// 1:110m) with d3-geo, once per process, as a static SVG. The firm's client regions are filled in
// brass; markers show the office in Doral and the Gulf practice in Dubai. The region names are not in
// the SVG: an <img> cannot use the page's fonts, so the page sets them as HTML over the map, in the
// site's face and at a legible size on a phone, at the positions worldMapLabels() gives.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { geoNaturalEarth1, geoPath } from 'd3-geo'
import type { Feature, FeatureCollection, Geometry } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

const WIDTH = 960
const HEIGHT = 470

// ISO 3166-1 numeric codes, as world-atlas names its features.
const UNITED_STATES = ['840', '630']
const LATIN_AMERICA = [
  '484',
  '320',
  '084',
  '340',
  '222',
  '558',
  '188',
  '591', // Mexico and Central America
  '192',
  '214',
  '332',
  '388', // Caribbean
  '170',
  '862',
  '218',
  '604',
  '068',
  '076',
  '600',
  '858',
  '032',
  '152', // South America
]
const UAE = ['784']

const markers = [
  { name: 'Doral, Florida (office)', lon: -80.355, lat: 25.819, office: true },
  { name: 'Dubai', lon: 55.27, lat: 25.2 },
  { name: 'Mexico City', lon: -99.13, lat: 19.43 },
  { name: 'Bogotá', lon: -74.07, lat: 4.71 },
  { name: 'São Paulo', lon: -46.63, lat: -23.55 },
]

const labels = [
  { text: 'United States', lon: -100, lat: 40 },
  { text: 'Latin America', lon: -60, lat: -12 },
  { text: 'UAE', lon: 55.3, lat: 36 },
]

function escapeXml(s: string) {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
}

function geography() {
  const require = createRequire(import.meta.url)
  const topology = JSON.parse(fs.readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>
  }>
  const all = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>
  const countries = all.features.filter((f) => f.id !== '010') // no Antarctica
  const land: FeatureCollection = { type: 'FeatureCollection', features: countries }
  const projection = geoNaturalEarth1().fitExtent(
    [
      [4, 4],
      [WIDTH - 4, HEIGHT - 4],
    ],
    land,
  )
  return { countries, projection }
}

let geo: ReturnType<typeof geography> | undefined

function render(title: string) {
  geo ??= geography()
  const { countries, projection } = geo
  const path = geoPath(projection).digits(1)
  const group = (ids: string[]) =>
    countries
      .filter((f: Feature) => ids.includes(String(f.id)))
      .map((f) => path(f))
      .join('')
  const marked = new Set([...UNITED_STATES, ...LATIN_AMERICA, ...UAE])
  const rest = countries
    .filter((f) => !marked.has(String(f.id)))
    .map((f) => path(f))
    .join('')
  const point = (lon: number, lat: number) => projection([lon, lat]) ?? [0, 0]
  const markerSvg = markers
    .map((m) => {
      const [x, y] = point(m.lon, m.lat)
      return m.office
        ? `<g><title>${escapeXml(m.name)}</title><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="11" fill="none" stroke="#14213d" stroke-width="1.5"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5" fill="#14213d"/></g>`
        : `<g><title>${escapeXml(m.name)}</title><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="4" fill="#14213d" stroke="#faf7f0" stroke-width="1.5"/></g>`
    })
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(title)}</title>`,
    `<path d="${rest}" fill="#e6dfd0" stroke="#faf7f0" stroke-width="0.5"/>`,
    `<path d="${group(LATIN_AMERICA)}" fill="#b08d4a" stroke="#faf7f0" stroke-width="0.5"/>`,
    `<path d="${group(UNITED_STATES)}" fill="#7a5c1e" stroke="#faf7f0" stroke-width="0.5"/>`,
    `<path d="${group(UAE)}" fill="#7a5c1e" stroke="#7a5c1e" stroke-width="2"/>`,
    markerSvg,
    `</svg>`,
  ].join('')
}

let cached: string | undefined
export function worldMapSvg(title: string) {
  cached ??= render(title)
  return cached
}

/** Where each region's name goes over the map, in percent of its width and height. */
export function worldMapLabels() {
  geo ??= geography()
  const { projection } = geo
  return labels.map((l) => {
    const [x, y] = projection([l.lon, l.lat]) ?? [0, 0]
    return { text: l.text, left: Math.round((x / WIDTH) * 1000) / 10, top: Math.round((y / HEIGHT) * 1000) / 10 }
  })
}

export const WORLD_MAP_SIZE = { width: WIDTH, height: HEIGHT }
