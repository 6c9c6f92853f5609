import { z } from 'zod';
import {
  currentUserSchema,
  loginResponseSchema,
  type ChangePasswordInput,
  type CurrentUser,
  type ForgotPasswordInput,
  type LoginInput,
  type LoginResponse,
  type SetPasswordInput,
  type UpdateProfileInput,
} from '@/lib/schemas/auth';
import { menuItemSchema, type MenuItem } from '@/lib/schemas/menus';
import { api } from './client';

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export async function login(input: LoginInput): Promise<LoginResponse> {
  const body = await api.post('common/Auth/login', { json: input }).json();
  return dataOf(loginResponseSchema).parse(body).data;
}

export async function logoutRequest(): Promise<void> {
  await api.post('common/Auth/logout');
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  const body = await api.get('common/Accounts/current').json();
  return dataOf(currentUserSchema).parse(body).data;
}

export async function updateCurrentUser(input: UpdateProfileInput): Promise<CurrentUser> {
  const body = await api.put('common/Accounts/current', { json: input }).json();
  return dataOf(currentUserSchema).parse(body).data;
}

const tokenSchema = z.object({ accessToken: z.string(), expiresAt: z.string() });

export async function changePassword(input: ChangePasswordInput): Promise<z.infer<typeof tokenSchema>> {
  const body = await api.post('common/Accounts/change-password', { json: input }).json();
  return dataOf(tokenSchema).parse(body).data;
}

export async function setPassword(input: SetPasswordInput): Promise<void> {
  await api.post('common/Auth/set-password', { json: input });
}

export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  await api.post('common/Auth/forgot-password', { json: input });
}

export async function fetchMenus(): Promise<MenuItem[]> {
  const body = await api.get('common/menus').json();
  return dataOf(z.array(menuItemSchema)).parse(body).data;
}
