import { flatRoutes } from 'remix-flat-routes'

// BUILD_DIR lets parallel test runs build side by side without overwriting each other.
const buildDir = process.env.BUILD_DIR ?? 'build'

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/*'],
  serverModuleFormat: 'esm',
  serverBuildPath: `${buildDir}/server/index.js`,
  assetsBuildDirectory: `${buildDir}/client/build`,
  publicPath: '/build/',
  tailwind: true,
  postcss: true,
  watchPaths: ['./tailwind.config.js'],
  routes: async (defineRoutes) =>
    flatRoutes('routes', defineRoutes, {
      ignoredRouteFiles: ['.*', '**/*.css', '**/*.test.{js,jsx,ts,tsx}', '**/__*.*', '**/*.server.*'],
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
}
