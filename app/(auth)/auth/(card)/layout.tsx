import type { ReactNode } from 'react';
import { AuthFrame } from '../../../_shell/auth-frame';

/** The authentication layout of the /auth pages other than the bare login page. */
export default function AuthCardLayout({ children }: { children: ReactNode }) {
  return <AuthFrame>{children}</AuthFrame>;
}
