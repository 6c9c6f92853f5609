import { z } from 'zod';
import { lazyArray, lazyPage, lazySchema, parseData } from './envelope';

const item = z.object({ id: z.string(), name: z.string() });

describe('parseData with lazily loaded schemas', () => {
  it('parses the data of an answer through the loaded schema (unknown fields dropped)', async () => {
    const schema = lazySchema(async () => item);
    await expect(parseData(Promise.resolve({ data: { id: '1', name: 'Işık', extra: 1 } }), schema)).resolves.toEqual({
      id: '1',
      name: 'Işık',
    });
  });

  it('refuses an answer without the { data } envelope or with the wrong shape', async () => {
    const schema = lazySchema(async () => item);
    await expect(parseData(Promise.resolve({ items: [] }), schema)).rejects.toThrow('{ data } envelope');
    await expect(parseData(Promise.resolve({ data: { id: 1 } }), schema)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('wraps a row schema in the paging envelope and an item schema in an array', async () => {
    const page = lazyPage(async () => item);
    const body = { data: { items: [{ id: '1', name: 'A' }], totalCount: 1, pageIndex: 0, pageSize: 20 } };
    await expect(parseData(Promise.resolve(body), page)).resolves.toMatchObject({ totalCount: 1 });
    await expect(
      parseData(
        Promise.resolve({ data: [{ id: '2', name: 'B' }] }),
        lazyArray(async () => item),
      ),
    ).resolves.toEqual([{ id: '2', name: 'B' }]);
  });

  it('loads a schema once, and again after a failed load (a chunk that did not arrive)', async () => {
    const load = jest
      .fn<Promise<typeof item>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(item);
    const schema = lazySchema(load);
    await expect(schema()).rejects.toThrow('ChunkLoadError');
    await expect(schema()).resolves.toBe(item);
    await expect(schema()).resolves.toBe(item);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
