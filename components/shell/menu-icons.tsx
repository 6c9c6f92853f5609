// The icon map lives in components/ui so the Backoffice icon picker shares it with the menu.
export { MenuIcon } from '@/components/ui/menu-icon';
