/** The file name the server gave in Content-Disposition, or `fallback`. */
export const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * Saves a blob as a download under `name`. (Opening its object URL in a tab instead shows it as
 * 'blob:…', and saving it from there loses the name.)
 */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves an API answer (a PDF, a workbook) under the server's file name. */
export async function saveResponse(response: Response, fallback: string) {
  saveBlob(await response.blob(), fileNameOf(response, fallback));
}
