import { translate } from '@domain/i18n';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { failWith, markGateVerified } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';

const user = userEvent.setup();

describe('forgotten passwords', () => {
  it('links the login page to /forgot-password, which shows the same text after any request', async () => {
    markGateVerified();
    const seen: unknown[] = [];
    server.use(
      http.post('/api/auth/password-reset', async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json(
          { success: true, data: { message: translate('app.passwordReset.requested') } },
          { status: 202 },
        );
      }),
    );
    renderApp('/login');
    await user.click(await screen.findByRole('link', { name: translate('app.passwordReset.forgotLink') }));
    expect(
      await screen.findByRole('heading', { name: translate('app.passwordReset.forgotTitle') }),
    ).toBeInTheDocument();
    // An empty field asks for the address; a malformed one says so; neither is sent.
    await user.click(screen.getByRole('button', { name: translate('app.passwordReset.send') }));
    expect(await screen.findByText(translate('app.passwordReset.emailRequired'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(translate('app.passwordReset.email')), 'someone');
    await user.click(screen.getByRole('button', { name: translate('app.passwordReset.send') }));
    expect(await screen.findByText(translate('app.errors.validation.invalidEmail'))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(translate('app.passwordReset.email')));
    await user.type(screen.getByLabelText(translate('app.passwordReset.email')), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: translate('app.passwordReset.send') }));
    expect(await screen.findByText(translate('app.passwordReset.requested'))).toBeInTheDocument();
    expect(seen).toEqual([{ email: 'someone@example.com' }]);
  });

  it('checks the new password like registration and shows the server’s refusal of a dead link', async () => {
    server.use(
      http.post('/api/auth/password-reset/confirm', () =>
        failWith(400, translate('app.passwordReset.invalidToken')),
      ),
    );
    renderApp('/reset-password?token=abc');
    const password = await screen.findByLabelText(translate('app.passwordReset.newPassword'));
    await user.type(password, 'abc');
    await user.type(screen.getByLabelText(translate('app.passwordReset.confirmPassword')), 'abc');
    await user.click(screen.getByRole('button', { name: translate('app.passwordReset.save') }));
    expect(await screen.findByText(translate('app.access.register.passwordTooShort'))).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'long-enough-1');
    await user.click(screen.getByRole('button', { name: translate('app.passwordReset.save') }));
    expect(await screen.findByText(translate('app.passwordReset.passwordsMismatch'))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(translate('app.passwordReset.confirmPassword')));
    await user.type(screen.getByLabelText(translate('app.passwordReset.confirmPassword')), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: translate('app.passwordReset.save') }));
    expect(await screen.findByText(translate('app.passwordReset.invalidToken'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: translate('app.passwordReset.requestNew') })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('confirms the new password and offers to sign in', async () => {
    server.use(
      http.post('/api/auth/password-reset/confirm', () =>
        HttpResponse.json({ success: true, data: { message: translate('app.passwordReset.changed') } }),
      ),
    );
    renderApp('/reset-password?token=abc');
    await user.type(
      await screen.findByLabelText(translate('app.passwordReset.newPassword')),
      'long-enough-1',
    );
    await user.type(screen.getByLabelText(translate('app.passwordReset.confirmPassword')), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: translate('app.passwordReset.save') }));
    expect(await screen.findByText(translate('app.passwordReset.changed'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: translate('app.passwordReset.signIn') })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
