import { downloadFile } from './download';

describe('downloadFile', () => {
  const saved: { href: string; download: string }[] = [];
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  beforeEach(() => (saved.length = 0));

  it("saves the answer under the server's file name", async () => {
    const response = new Response('%PDF', { headers: { 'content-disposition': 'attachment; filename="TKL-7.pdf"' } });
    await downloadFile(Promise.resolve(response), 'teklif.pdf');
    expect(saved).toEqual([{ href: 'blob:file', download: 'TKL-7.pdf' }]);
  });

  it('falls back to the given name when the server names none', async () => {
    await downloadFile(Promise.resolve(new Response('a;b')), 'customers.csv');
    expect(saved).toEqual([{ href: 'blob:file', download: 'customers.csv' }]);
  });

  it('saves nothing when the request fails', async () => {
    await expect(downloadFile(Promise.reject(new Error('offline')), 'x.pdf')).rejects.toThrow('offline');
    expect(saved).toEqual([]);
  });
});
