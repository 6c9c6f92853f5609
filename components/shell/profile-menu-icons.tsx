'use client';

import { CheckOutlined, GlobalOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';

/** The profile menu's icons, loaded when the menu is about to open (see ProfileDropdown). */
export const profileMenuIcons = {
  profile: <UserOutlined />,
  language: <GlobalOutlined />,
  chosen: <CheckOutlined />,
  logout: <LogoutOutlined />,
};
