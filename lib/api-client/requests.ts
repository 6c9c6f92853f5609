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
import { parseData } from './envelope';

export async function login(input: LoginInput): Promise<LoginResponse> {
  return parseData(api.post('common/Auth/login', { json: input }).json(), loginResponseSchema);
}

export async function logoutRequest(): Promise<void> {
  await api.post('common/Auth/logout');
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  return parseData(api.get('common/Accounts/current').json(), currentUserSchema);
}

export async function updateCurrentUser(input: UpdateProfileInput): Promise<CurrentUser> {
  return parseData(api.put('common/Accounts/current', { json: input }).json(), currentUserSchema);
}

const tokenSchema = z.object({ accessToken: z.string(), expiresAt: z.string() });

export async function changePassword(input: ChangePasswordInput): Promise<z.infer<typeof tokenSchema>> {
  return parseData(api.post('common/Accounts/change-password', { json: input }).json(), tokenSchema);
}

export async function setPassword(input: SetPasswordInput): Promise<void> {
  await api.post('common/Auth/set-password', { json: input });
}

export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  await api.post('common/Auth/forgot-password', { json: input });
}

export async function fetchMenus(): Promise<MenuItem[]> {
  return parseData(api.get('common/menus').json(), z.array(menuItemSchema));
}
