import 'server-only';

import type { Content } from 'pdfmake/interfaces';
import QRCode from 'qrcode';

/**
 * A QR code as a pdfmake image (a PNG data URL), `size` points wide. An image rather than pdfmake's
 * vector `qr` node: its pixels can be read back from the PDF and decoded in a test. Error
 * correction M and a quiet zone of 2 modules, as printed codes are scanned from paper.
 */
export async function qrImage(text: string, size: number): Promise<Content> {
  const url = await QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, scale: 4 });
  return { image: url, width: size, height: size };
}
