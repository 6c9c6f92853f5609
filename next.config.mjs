import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

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
