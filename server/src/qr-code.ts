/** How every QR code the server draws is made: 220 px, medium error correction, which phones' cameras read well. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', width: 220 } as const;

/** qrcode, loaded when the first code is drawn: most servers never draw one, and it need not slow their start. */
async function qrCodes() {
  return (await import('qrcode')).default;
}

/** `text` as a QR code in a PNG. */
export async function qrCodePng(text: string): Promise<Buffer> {
  return (await qrCodes()).toBuffer(text, QR_OPTIONS);
}

/** `text` as a QR code in a `data:image/png` URL. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  return (await qrCodes()).toDataURL(text, QR_OPTIONS);
}
