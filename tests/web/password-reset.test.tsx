import { messages } from '@domain/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { failWith, markGateVerified } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';

const t = messages.passwordReset;
const user = userEvent.setup();

describe('forgotten passwords', () => {
  it('links the login page to /forgot-password, which shows the same text after any request', async () => {
    markGateVerified();
    const seen: unknown[] = [];
    server.use(
      http.post('/api/auth/password-reset', async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({ success: true, data: { message: t.requested } }, { status: 202 });
      }),
    );
    renderApp('/login');
    await user.click(await screen.findByRole('link', { name: t.forgotLink }));
    expect(await screen.findByRole('heading', { name: t.forgotTitle })).toBeInTheDocument();
    // An empty field asks for the address; a malformed one says so; neither is sent.
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(t.email), 'someone');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(messages.validation.invalidEmail)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(t.email));
    await user.type(screen.getByLabelText(t.email), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(t.requested)).toBeInTheDocument();
    expect(seen).toEqual([{ email: 'someone@example.com' }]);
  });

  it('checks the new password like registration and shows the server’s refusal of a dead link', async () => {
    server.use(http.post('/api/auth/password-reset/confirm', () => failWith(400, t.invalidToken)));
    renderApp('/reset-password?token=abc');
    const password = await screen.findByLabelText(t.newPassword);
    await user.type(password, 'abc');
    await user.type(screen.getByLabelText(t.confirmPassword), 'abc');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(messages.register.passwordTooShort)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'long-enough-1');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(messages.register.passwordsMismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(t.confirmPassword));
    await user.type(screen.getByLabelText(t.confirmPassword), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.invalidToken)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.requestNew })).toHaveAttribute('href', '/forgot-password');
  });

  it('confirms the new password and offers to sign in', async () => {
    server.use(
      http.post('/api/auth/password-reset/confirm', () =>
        HttpResponse.json({ success: true, data: { message: t.changed } }),
      ),
    );
    renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText(t.newPassword), 'long-enough-1');
    await user.type(screen.getByLabelText(t.confirmPassword), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.changed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.signIn })).toHaveAttribute('href', '/login');
  });
});
