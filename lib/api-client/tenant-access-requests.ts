import { apiPath } from '@/lib/modules/module-links';
import type { UpdateGeneralSettingsInput } from '@/lib/schemas/tenant-settings';
import { api } from './client';
import { lazySchema, parseData as parse } from './envelope';

const dashboard = () => import('@/lib/schemas/tenant-dashboard');
const settings = () => import('@/lib/schemas/tenant-settings');
const myPermissionsSchema = lazySchema(() => dashboard().then((m) => m.myPermissionsSchema));
const dashboardSchema = lazySchema(() => dashboard().then((m) => m.dashboardSchema));
const generalSettingsSchema = lazySchema(() => settings().then((m) => m.generalSettingsSchema));
const logoAnswerSchema = lazySchema(() => settings().then((m) => m.logoAnswerSchema));

const generalSettings = apiPath('tenant-settings-general', 'general');
const logo = apiPath('tenant-settings-general', 'general', 'logo');

export const fetchMyPermissions = () => parse(api.get('tenant/Me/permissions').json(), myPermissionsSchema);
export const fetchDashboard = () => parse(api.get(apiPath('Dashboard')).json(), dashboardSchema);

export const fetchGeneralSettings = () => parse(api.get(generalSettings).json(), generalSettingsSchema);
export const updateGeneralSettings = (input: UpdateGeneralSettingsInput) =>
  parse(api.put(generalSettings, { json: input }).json(), generalSettingsSchema);
export const uploadLogo = (file: Blob) => {
  const body = new FormData();
  body.append('file', file);
  return parse(api.put(logo, { body }).json(), logoAnswerSchema);
};
export const fetchLogo = () => api.get(logo).blob();
export const deleteLogo = async () => {
  await api.delete(logo);
};
