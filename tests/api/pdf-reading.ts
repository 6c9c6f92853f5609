import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';

/** Reading an invoice PDF back as a person or a phone would: its text and the QR codes on its first page. */

// pdf.js hands image data over with ArrayBuffer.prototype.transferToFixedLength, which Node 21 brought;
// on Node 20 a copy does the same for a reader.
const arrayBufferProto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (n?: number) => ArrayBuffer };
arrayBufferProto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
  const copy = new Uint8Array(length);
  copy.set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy.buffer;
};

export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text;
}

/** The text of every QR code drawn as an image on the first page, decoded from its pixels. */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const images = await extractImages(await getDocumentProxy(bytes.slice()), 1);
  const codes: string[] = [];
  for (const { data, width, height, channels } of images) {
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = data[i * channels + (channels >= 3 ? c : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
    const code = jsQR(rgba, width, height);
    if (code) codes.push(code.data);
  }
  return codes;
}
