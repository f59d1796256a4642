import { translate } from '@domain/i18n';
import { passwordFormSchema, setPasswordFormSchema } from '@domain/profile';
import { describe, expect, it } from 'vitest';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map(({ path, message }) => ({ path: path.map(String), message }));

describe('the password forms of the profile page', () => {
  it('ask for a matching confirmation before any other rule', () => {
    const form = { oldPassword: '', newPassword: 'short', confirmPassword: 'other' };
    const mismatch = [{ path: ['confirmPassword'], message: translate('app.profile.passwordsMismatch') }];
    expect(issuesOf(passwordFormSchema.safeParse(form))).toEqual(mismatch);
    expect(issuesOf(setPasswordFormSchema.safeParse(form))).toEqual(mismatch);
  });

  it('change a password: the current one is required, the new one follows the registration rules', () => {
    const form = { oldPassword: '', newPassword: 'short', confirmPassword: 'short' };
    expect(issuesOf(passwordFormSchema.safeParse(form))).toEqual([
      { path: ['oldPassword'], message: translate('app.profile.oldPasswordRequired') },
      { path: ['newPassword'], message: translate('app.access.register.passwordTooShort') },
    ]);
    expect(
      passwordFormSchema.parse({
        oldPassword: 'old-secret',
        newPassword: 'new-secret',
        confirmPassword: 'new-secret',
      }),
    ).toEqual({ oldPassword: 'old-secret', newPassword: 'new-secret' });
  });

  it('set a first password: no current one, only the new one and its rules', () => {
    expect(
      issuesOf(
        setPasswordFormSchema.safeParse({ oldPassword: '', newPassword: 'short', confirmPassword: 'short' }),
      ),
    ).toEqual([{ path: ['newPassword'], message: translate('app.access.register.passwordTooShort') }]);
    expect(
      setPasswordFormSchema.parse({
        oldPassword: 'ignored',
        newPassword: 'new-secret',
        confirmPassword: 'new-secret',
      }),
    ).toEqual({ newPassword: 'new-secret' });
  });
});
