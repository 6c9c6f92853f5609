import './zod-config';
import { z } from 'zod';
import { emailSchema } from './common';

export const loginInputSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ error: 'required' }).min(1, 'required').max(200, 'tooLong'),
  remember: z.boolean().optional().default(true),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** The password policy: at least 8 characters with a letter and a digit. */
export const passwordSchema = z
  .string({ error: 'required' })
  .min(8, 'passwordTooShort')
  .max(128, 'tooLong')
  .regex(/\p{L}/u, 'passwordNeedsLetter')
  .regex(/\d/, 'passwordNeedsDigit');

export const setPasswordInputSchema = z
  .strictObject({
    token: z.string({ error: 'required' }).min(1, 'required').max(200, 'tooLong'),
    userId: z.string({ error: 'required' }).min(1, 'required').max(100, 'tooLong'),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'required' }).min(1, 'required'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'passwordsDoNotMatch' });
export type SetPasswordInput = z.infer<typeof setPasswordInputSchema>;

export const forgotPasswordInputSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  accountTypeId: z.number(),
  tenantId: z.string().nullable(),
  language: z.enum(['tr', 'en']),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A new access token: what a password change answers. */
export const tokenAnswerSchema = z.object({ accessToken: z.string(), expiresAt: z.string() });
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

export const loginResponseSchema = tokenAnswerSchema.extend({ user: currentUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const updateProfileInputSchema = z.strictObject({
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'tooLong'),
  surname: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'tooLong'),
  language: z.enum(['tr', 'en'], { error: 'invalidChoice' }).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z
  .strictObject({
    currentPassword: z.string({ error: 'required' }).min(1, 'required').max(200, 'tooLong'),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: 'required' }).min(1, 'required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'passwordsDoNotMatch' });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
