import type { Principal } from '@domain/permissions';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Auth } from './auth';
import type { SessionState } from './session';

const AuthServicesContext = createContext<Auth | null>(null);

export function AuthServicesProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  return <AuthServicesContext.Provider value={auth}>{children}</AuthServicesContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthServicesContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthServicesProvider>');
  return auth;
}

/** The live session: re-renders on sign-in, sign-out and when a refresh brings new roles. */
export function useSession(): SessionState {
  const { session } = useAuth();
  return useSyncExternalStore(session.subscribe, session.getState);
}

export function usePrincipal(): Principal | null {
  const { user } = useSession();
  return user;
}

export function useGateVerified(): boolean {
  const { gate } = useAuth();
  return useSyncExternalStore(gate.subscribe, gate.isVerified);
}
