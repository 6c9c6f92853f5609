import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages compiled at build time: the browser gets the ICU formatter without its parser (~9 kB gzip
  // on every page). Every import of messages/*.json in the build is compiled, the server's too.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'nodemailer', 'pdfmake'],
  experimental: {
    optimizePackageImports: ['antd', '@ant-design/icons'],
  },
};

export default withNextIntl(nextConfig);
