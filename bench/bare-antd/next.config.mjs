/**
 * The bare antd reference of `npm run bench` (issue: fast pages): a page with the antd components of
 * the customers list and nothing else (no data layer, no i18n, no auth), built with the app's own
 * Next.js and antd, so the app's pages are compared with it in the same run.
 */
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // The repository's typecheck and lint cover these files; the bench only needs the bundle.
  typescript: { ignoreBuildErrors: true },
  // The bench builds a copy outside the repository (in the repository, Turbopack took the app's
  // middleware.ts and instrumentation.ts as this app's own); the copy's node_modules links to the
  // repository's, which lies outside the copy.
  turbopack: { root: '/' },
};

export default nextConfig;
