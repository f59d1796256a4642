// The auth routes' answers (domain/auth.ts).
export { loginResponseSchema, refreshResponseSchema } from '@domain/auth';
