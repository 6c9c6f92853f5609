import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileView } from '@/components/profile/profile-view';
import { withPageMessages } from '@/lib/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ProfilePage'))('title') };
}

function ProfilePage() {
  return <ProfileView />;
}

export default withPageMessages('/profile', ProfilePage);
