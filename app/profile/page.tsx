import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileView } from '@/components/profile/profile-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ProfilePage'))('title') };
}

export default function ProfilePage() {
  return <ProfileView />;
}
