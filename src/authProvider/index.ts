export { AuthServicesProvider, useAuth, useGateVerified, usePrincipal, useSession } from './AuthServices';
export { type Auth, createAuth } from './auth';
export { createAuthProvider } from './authProvider';
export { forgetDataOnAccountChange } from './forgetDataOnAccountChange';
export { isSignedIn } from './session';
