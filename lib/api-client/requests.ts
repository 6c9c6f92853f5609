import type {
  ChangePasswordInput,
  CurrentUser,
  ForgotPasswordInput,
  LoginInput,
  LoginResponse,
  SetPasswordInput,
  TokenAnswer,
  UpdateProfileInput,
} from '@/lib/schemas/auth';
import type { MenuItem } from '@/lib/schemas/menus';
import { api } from './client';
import { lazyArray, lazySchema, parseData } from './envelope';

const auth = () => import('@/lib/schemas/auth');
const loginResponseSchema = lazySchema(() => auth().then((m) => m.loginResponseSchema));
const currentUserSchema = lazySchema(() => auth().then((m) => m.currentUserSchema));
const tokenSchema = lazySchema(() => auth().then((m) => m.tokenAnswerSchema));
const menusSchema = lazyArray(() => import('@/lib/schemas/menus').then((m) => m.menuItemSchema));

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

export async function changePassword(input: ChangePasswordInput): Promise<TokenAnswer> {
  return parseData(api.post('common/Accounts/change-password', { json: input }).json(), tokenSchema);
}

export async function setPassword(input: SetPasswordInput): Promise<void> {
  await api.post('common/Auth/set-password', { json: input });
}

export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  await api.post('common/Auth/forgot-password', { json: input });
}

export async function fetchMenus(): Promise<MenuItem[]> {
  return parseData(api.get('common/menus').json(), menusSchema);
}
