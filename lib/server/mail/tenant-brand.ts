import 'server-only';

import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';
import { log } from '../log';
import { getGeneralSettings } from '../services/tenant/general-settings';
import { tenantLogoForDocuments } from '../services/tenant/tenant-logo';
import type { Mail } from './mailer';
import { enqueueMail } from './outbox';

/** The Content-ID of the tenant's logo inside a branded mail. */
export const TENANT_LOGO_CID = 'tenant-logo@cari';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as HTML paragraphs; http(s) links become anchors. */
function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const html = escapeHtml(paragraph)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>');
      return `<p style="margin:0 0 14px">${html}</p>`;
    })
    .join('\n');
}

/**
 * A tenant's mail on its letterhead: the HTML part gets the tenant's logo (an inline CID
 * attachment, so no mail client has to fetch an image) and company name on top and its contact
 * details below; the text part stays as written. Platform (Backoffice) mails do not use it.
 */
export async function withTenantBrand(db: DbOrTx, tenantId: string, mail: Mail): Promise<Mail> {
  const [company, logo] = await Promise.all([
    getGeneralSettings(db, { tenantId }),
    tenantLogoForDocuments(db, { tenantId }),
  ]);
  const name = escapeHtml(company.companyName);
  const contact = [company.address, company.phone, company.email]
    .filter((line): line is string => Boolean(line))
    .map(escapeHtml)
    .join(' · ');
  const logoHtml = logo
    ? `<img src="cid:${TENANT_LOGO_CID}" alt="${name}" height="48" style="display:block;height:48px;max-width:200px;margin:0 0 8px">`
    : '';
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<div style="border-bottom:1px solid #e5e7eb;padding-bottom:12px;margin-bottom:20px">${logoHtml}<div style="font-size:18px;font-weight:bold">${name}</div></div>`,
    mail.html ?? textToHtml(mail.text),
    `<div style="border-top:1px solid #e5e7eb;margin-top:20px;padding-top:12px;font-size:12px;color:#4b5563">${name}${contact ? `<br>${contact}` : ''}</div>`,
    '</div></body></html>',
  ].join('\n');
  const extension = logo?.mimeType === 'image/jpeg' ? 'jpg' : 'png';
  return {
    ...mail,
    html,
    attachments: [
      ...(mail.attachments ?? []),
      ...(logo
        ? [{ filename: `logo.${extension}`, content: logo.bytes, contentType: logo.mimeType, cid: TENANT_LOGO_CID }]
        : []),
    ],
  };
}

/** Queues a tenant's mail on its letterhead (withTenantBrand) in the caller's transaction; the outbox worker sends it. */
export async function enqueueTenantMail(db: DbOrTx, tenantId: string, mail: Mail): Promise<void> {
  await enqueueMail(db, await withTenantBrand(db, tenantId, mail));
}

/** A document's PDF (an offer, an invoice) as a mail attachment. */
export const pdfAttachment = (filename: string, content: Buffer) => ({
  filename,
  content,
  contentType: 'application/pdf',
});

/**
 * A document's PDF rendered for its mail: a render that fails is logged and answers 500
 * pdf_render_failed ("nothing was sent"), so the send queues nothing.
 */
export async function renderForMail<T>(rendering: Promise<T>): Promise<T> {
  try {
    return await rendering;
  } catch (error) {
    log.error('Document PDF not rendered for its mail', { error });
    throw new AppError(500, 'pdf_render_failed');
  }
}
