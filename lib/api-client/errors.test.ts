import { errorResponseSchema } from '@/lib/schemas/common';
import { errorBodyOf } from './errors';

/** Bodies a failed call may carry: the API's own, and what a proxy or a bug could send instead. */
const bodies: unknown[] = [
  { error: { code: 'validation_failed', message: 'Geçersiz', fields: { name: 'Zorunlu alan' } } },
  { error: { code: 'conflict', message: 'Kayıt değişmiş', details: { version: 3 } } },
  { error: { code: 'not_found', message: 'Bulunamadı', extra: 'dropped' } },
  { error: { code: 'x', message: 'y', fields: { name: 3 } } },
  { error: { code: 'x', message: 'y', fields: ['name'] } },
  { error: { code: 'x', message: 'y', details: 'text' } },
  { error: { code: 404, message: 'y' } },
  { error: { code: 'x' } },
  { error: 'boom' },
  { message: 'Bad Gateway' },
  [],
  'Bad Gateway',
  null,
  undefined,
];

describe('errorBodyOf', () => {
  it.each(bodies.map((body) => [JSON.stringify(body) ?? 'undefined', body]))(
    'answers %s as errorResponseSchema does',
    (_, body) => {
      const parsed = errorResponseSchema.safeParse(body);
      expect(errorBodyOf(body)).toEqual(parsed.success ? parsed.data.error : null);
    },
  );

  it('keeps the field messages the forms place at their fields', () => {
    expect(errorBodyOf(bodies[0])?.fields).toEqual({ name: 'Zorunlu alan' });
  });
});
