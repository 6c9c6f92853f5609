/** The file name the server gave in Content-Disposition, or `fallback`. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * Saves a blob as a download under `name`. (Opening its object URL in a tab instead shows it as
 * 'blob:…', and saving it from there loses the name.)
 */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  // Kept a minute: a browser may read the file after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The one way a file from the API (a PDF, a workbook, a CSV) reaches the user: the answer is saved under
 * the server's file name, or `fallback`. A plain link cannot do it, since the API needs the bearer token.
 */
export async function downloadFile(request: Promise<Response>, fallback: string): Promise<void> {
  const response = await request;
  saveBlob(await response.blob(), fileNameOf(response, fallback));
}
