import './zod-config';
import { z } from 'zod';

/** The specification's icon list, by the names the server sends. */
export const menuIconNames = [
  'Home',
  'Settings',
  'Team',
  'BarChart',
  'Product',
  'CustomerService',
  'Profile',
  'Tool',
  'Bell',
  'FileTypes',
  'Dollar',
  'Bank',
  'CreditCard',
  'Clock',
] as const;
export const menuIconSchema = z.enum(menuIconNames, { error: 'invalidChoice' });
export type MenuIconName = z.infer<typeof menuIconSchema>;

export interface MenuItem {
  key: string;
  label: string;
  icon: string;
  children: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ key: z.string(), label: z.string(), icon: z.string(), children: z.array(menuItemSchema) }),
);
