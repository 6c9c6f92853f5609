import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  FileOutlined,
  HomeOutlined,
  ProductOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { MenuIconName } from '@/lib/schemas/menus';

/** The server's icon names (lib/schemas/menus.ts) mapped to @ant-design/icons; the menu and the icon picker share it. */
const icons: Record<MenuIconName, ComponentType> = {
  Home: HomeOutlined,
  Settings: SettingOutlined,
  Team: TeamOutlined,
  BarChart: BarChartOutlined,
  Product: ProductOutlined,
  CustomerService: CustomerServiceOutlined,
  Profile: UserOutlined,
  Tool: ToolOutlined,
  Bell: BellOutlined,
  FileTypes: FileOutlined,
  Dollar: DollarOutlined,
  Bank: BankOutlined,
  CreditCard: CreditCardOutlined,
  Clock: ClockCircleOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = (icons as Record<string, ComponentType | undefined>)[name] ?? AppstoreOutlined;
  return <Icon />;
}
