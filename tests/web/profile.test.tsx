import type { User } from '@domain/api';
import { PROFILE_ALERT_MS, STORAGE_KEYS } from '@domain/constants';
import { translate } from '@domain/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, makeUser, markGateVerified, ok, okPage, serveTeamData, storeSession } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const leaveApp = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../src/pages/profile/leaveApp', () => ({ leaveApp }));

const user = userEvent.setup();

/**
 * A signed-in session whose refresh answers the latest `current` user (or 401 once the account is `gone`);
 * counts the refreshes.
 */
function signedIn(initial: User = makeUser(), discordEnabled = true) {
  const state = { current: initial, refreshes: 0, gone: false };
  storeSession(initial);
  server.use(
    http.post('/api/auth/refresh-token', () => {
      if (state.gone) return failWith(401, translate('app.errors.api.invalidRefreshToken'));
      state.refreshes += 1;
      return HttpResponse.json({
        success: true,
        data: {
          token: `access-${state.refreshes}`,
          refreshToken: `refresh-${state.refreshes}`,
          user: state.current,
        },
      });
    }),
    http.get('/api/auth/discord/config', () =>
      HttpResponse.json({ success: true, data: { enabled: discordEnabled } }),
    ),
  );
  return state;
}

async function openProfile(path = '/profile') {
  renderApp(path);
  return screen.findByRole('heading', { name: translate('app.profile.title') });
}

const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });

describe('profile page', () => {
  beforeEach(() => leaveApp.mockReset());

  it('shows the display name, email and Discord account as disabled fields, and a disabled update', async () => {
    signedIn();
    await openProfile();
    expect(field(translate('app.profile.fields.displayName'))).toHaveValue('Splat Master');
    expect(field(translate('app.profile.fields.displayName'))).toBeDisabled();
    expect(field(translate('app.profile.fields.email'))).toHaveValue('player@example.com');
    expect(field(translate('app.profile.fields.email'))).toBeDisabled();
    expect(field(translate('app.profile.fields.discord'))).toHaveValue(
      translate('app.profile.discord.notLinked'),
    );
    expect(field(translate('app.profile.fields.discord'))).toBeDisabled();
    expect(button(translate('app.profile.action.update'))).toBeDisabled();
  });

  it('keeps Update disabled until something changed, then saves, refreshes and alerts for 3 s', async () => {
    const state = signedIn();
    const sent: unknown[] = [];
    server.use(
      http.put('/api/users/7', async ({ request }) => {
        sent.push(await request.json());
        state.current = makeUser({ displayName: 'Paint Pro' });
        return HttpResponse.json({ success: true, data: state.current });
      }),
    );
    await openProfile();
    await user.click(button(translate('app.profile.action.edit')));
    expect(field(translate('app.profile.fields.displayName'))).toBeEnabled();
    expect(field(translate('app.profile.fields.discord'))).toBeDisabled();
    expect(button(translate('app.profile.action.update'))).toBeDisabled();
    await user.type(field(translate('app.profile.fields.displayName')), '!');
    expect(button(translate('app.profile.action.update'))).toBeEnabled();
    await user.type(field(translate('app.profile.fields.displayName')), '{Backspace}');
    expect(button(translate('app.profile.action.update'))).toBeDisabled();

    await user.clear(field(translate('app.profile.fields.displayName')));
    await user.type(field(translate('app.profile.fields.displayName')), 'Paint Pro');
    const refreshesBefore = state.refreshes;
    // The alert's 3 s pass on the fake clock, which otherwise follows real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(button(translate('app.profile.action.update')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(translate('app.profile.notifications.updated'));
    expect(sent).toEqual([{ displayName: 'Paint Pro' }]);
    expect(state.refreshes).toBe(refreshesBefore + 1);
    expect(field(translate('app.profile.fields.displayName'))).toHaveValue('Paint Pro');
    expect(field(translate('app.profile.fields.displayName'))).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').displayName).toBe('Paint Pro');
    const shownAt = Date.now();
    await waitFor(async () => {
      await vi.advanceTimersByTimeAsync(250);
      expect(screen.queryByText(translate('app.profile.notifications.updated'))).toBeNull();
    });
    const shownForMs = Date.now() - shownAt;
    expect(shownForMs).toBeGreaterThan(PROFILE_ALERT_MS - 500);
    expect(shownForMs).toBeLessThan(PROFILE_ALERT_MS + 1_000);
  });

  it('checks the display name and email with the spec messages before sending', async () => {
    signedIn();
    const sent: unknown[] = [];
    server.use(http.put('/api/users/7', () => void sent.push(1)));
    await openProfile();
    await user.click(button(translate('app.profile.action.edit')));
    await user.clear(field(translate('app.profile.fields.displayName')));
    await user.type(field(translate('app.profile.fields.displayName')), 'x');
    await user.clear(field(translate('app.profile.fields.email')));
    await user.type(field(translate('app.profile.fields.email')), 'not-an-email');
    await user.click(button(translate('app.profile.action.update')));
    expect(await screen.findByText(translate('app.errors.validation.displayNameLength'))).toBeInTheDocument();
    expect(screen.getByText(translate('app.errors.validation.invalidEmail'))).toBeInTheDocument();
    await user.clear(field(translate('app.profile.fields.displayName')));
    await user.type(field(translate('app.profile.fields.displayName')), 'Bad <name>');
    await user.click(button(translate('app.profile.action.update')));
    expect(await screen.findByText(translate('app.errors.validation.displayNameChars'))).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Each message goes as soon as its field is fixed, before the next submit.
    await user.clear(field(translate('app.profile.fields.displayName')));
    await user.type(field(translate('app.profile.fields.displayName')), 'Paint Pro');
    await waitFor(() =>
      expect(screen.queryByText(translate('app.errors.validation.displayNameChars'))).toBeNull(),
    );
    await user.clear(field(translate('app.profile.fields.email')));
    await user.type(field(translate('app.profile.fields.email')), 'paint@example.com');
    await waitFor(() =>
      expect(screen.queryByText(translate('app.errors.validation.invalidEmail'))).toBeNull(),
    );
  });

  it('shows the failure alert with the server message for a taken email', async () => {
    signedIn();
    server.use(
      http.put('/api/users/7', () => failWith(409, translate('app.errors.api.emailInUse'), 'EMAIL_IN_USE')),
    );
    await openProfile();
    await user.click(button(translate('app.profile.action.edit')));
    await user.clear(field(translate('app.profile.fields.email')));
    await user.type(field(translate('app.profile.fields.email')), 'taken@example.com');
    await user.click(button(translate('app.profile.action.update')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(translate('app.profile.notifications.updateFailed'));
    expect(alert).toHaveTextContent(translate('app.errors.api.emailInUse'));
    expect(field(translate('app.profile.fields.email'))).toBeEnabled();
  });

  it('switches to password-change mode with Back and Submit', async () => {
    const state = signedIn();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/users/7/change-password', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: state.current });
      }),
    );
    await openProfile();
    await user.click(button(translate('app.profile.action.changePassword')));
    expect(field(translate('app.profile.fields.oldPassword'))).toBeInTheDocument();
    await user.click(button(translate('app.profile.action.back')));
    expect(field(translate('app.profile.fields.displayName'))).toBeInTheDocument();
    expect(screen.queryByLabelText(translate('app.profile.fields.oldPassword'))).toBeNull();

    await user.click(button(translate('app.profile.action.changePassword')));
    await user.type(field(translate('app.profile.fields.oldPassword')), 'old-secret');
    await user.type(field(translate('app.profile.fields.newPassword')), 'new-secret');
    await user.type(field(translate('app.profile.fields.confirmPassword')), 'new-secreT');
    await user.click(button(translate('app.profile.action.submit')));
    expect(await screen.findByText(translate('app.profile.passwordsMismatch'))).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field(translate('app.profile.fields.confirmPassword')));
    await user.type(field(translate('app.profile.fields.confirmPassword')), 'new-secret');
    const refreshesBefore = state.refreshes;
    await user.click(button(translate('app.profile.action.submit')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      translate('app.profile.notifications.passwordChanged'),
    );
    expect(sent).toEqual([{ oldPassword: 'old-secret', newPassword: 'new-secret' }]);
    expect(state.refreshes).toBe(refreshesBefore + 1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(`access-${state.refreshes}`);
    expect(field(translate('app.profile.fields.displayName'))).toBeInTheDocument();
  });

  it('says Failed to change password with the reason when the server refuses', async () => {
    const state = signedIn();
    server.use(
      http.post('/api/users/7/change-password', () =>
        failWith(400, translate('app.profile.wrongPassword'), 'WRONG_PASSWORD'),
      ),
    );
    await openProfile();
    await user.click(button(translate('app.profile.action.changePassword')));
    await user.type(field(translate('app.profile.fields.oldPassword')), 'wrong-one');
    await user.type(field(translate('app.profile.fields.newPassword')), 'new-secret');
    await user.type(field(translate('app.profile.fields.confirmPassword')), 'new-secret');
    await user.click(button(translate('app.profile.action.submit')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(translate('app.profile.notifications.passwordChangeFailed'));
    expect(alert).toHaveTextContent(translate('app.profile.wrongPassword'));
    expect(field(translate('app.profile.fields.oldPassword'))).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(state.current);
  });

  it('explains that Discord linking is not configured instead of linking', async () => {
    signedIn(makeUser(), false);
    await openProfile();
    expect(await screen.findByText(translate('app.profile.discord.notConfigured'))).toBeInTheDocument();
    expect(button(translate('app.access.discordCallback.title'))).toBeDisabled();
  });

  it('sends the browser to the link URL the server gives', async () => {
    signedIn();
    server.use(
      http.post('/api/auth/discord/link-intent', () =>
        HttpResponse.json({ success: true, data: { url: '/api/auth/discord/login?ticket=abc' } }),
      ),
    );
    await openProfile();
    await waitFor(() => expect(button(translate('app.access.discordCallback.title'))).toBeEnabled());
    await user.click(button(translate('app.access.discordCallback.title')));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/api/auth/discord/login?ticket=abc'));
  });

  it('shows the linked Discord name and the success of ?discord=linked, and unlinks', async () => {
    const state = signedIn(makeUser({ discordID: '80351110224678912', discordUsername: 'Nelly Paintball' }));
    server.use(
      http.delete('/api/auth/discord/link', () => {
        state.current = makeUser();
        return HttpResponse.json({ success: true, data: state.current });
      }),
    );
    await openProfile('/profile?discord=linked');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      translate('app.profile.notifications.discordLinked'),
    );
    expect(field(translate('app.profile.fields.discord'))).toHaveValue('Nelly Paintball');
    await user.click(button(translate('app.profile.discord.unlink')));
    expect(
      await screen.findByText(translate('app.profile.notifications.discordUnlinked')),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(field(translate('app.profile.fields.discord'))).toHaveValue(
        translate('app.profile.discord.notLinked'),
      ),
    );
  });

  it('deletes the account after a confirmation and signs out', async () => {
    const state = signedIn();
    server.use(
      http.delete('/api/users/7', () => {
        state.gone = true;
        return HttpResponse.json({ success: true, data: null });
      }),
      http.post('/api/auth/logout', () => HttpResponse.json({ success: true, data: null })),
    );
    markGateVerified();
    await openProfile();
    await user.click(button(translate('app.profile.action.deleteAccount')));
    const dialog = await screen.findByRole('dialog', { name: translate('app.profile.deleteDialog.title') });
    await user.click(
      within(dialog).getByRole('button', { name: translate('app.layout.confirmDialog.confirm') }),
    );
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull());
    expect(state.gone).toBe(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: translate('app.landing.heroTitle') }),
    ).toBeInTheDocument();
  });
});

describe('Discord callback screen', () => {
  it('says No code found in URL. and offers Back to Profile', async () => {
    signedIn();
    renderApp('/discord/callback');
    expect(await screen.findByText(translate('app.access.discordCallback.noCode'))).toBeInTheDocument();
    await user.click(button(translate('app.access.discordCallback.backToProfile')));
    expect(await screen.findByRole('heading', { name: translate('app.profile.title') })).toBeInTheDocument();
  });

  it('shows a denied consent as such: linking for a signed-in user, signing in for a signed-out one', async () => {
    signedIn();
    const linking = renderApp('/discord/callback?error=access_denied&error_description=denied&state=s');
    expect(await screen.findByText(translate('app.access.discordCallback.accessDenied'))).toBeInTheDocument();
    expect(button(translate('app.access.discordCallback.backToProfile'))).toBeInTheDocument();
    linking.unmount();
    localStorage.clear();
    renderApp('/discord/callback?error=access_denied&error_description=denied&state=s');
    expect(await screen.findByText(translate('app.access.discordSignIn.denied'))).toBeInTheDocument();
    expect(button(translate('app.access.discordSignIn.backToLogin'))).toBeInTheDocument();
  });

  it('exchanges the code with the spinner text, then shows the linked profile', async () => {
    const state = signedIn();
    const seen: string[] = [];
    server.use(
      http.get('/api/auth/discord/callback', async ({ request }) => {
        seen.push(`${new URL(request.url).search} ${request.headers.get('authorization')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        state.current = makeUser({ discordID: '1', discordUsername: 'Nelly Paintball' });
        return HttpResponse.json({ success: true, data: state.current });
      }),
    );
    renderApp('/discord/callback?code=the-code&state=the-state');
    await screen.findByText(translate('app.access.discordCallback.linking'));
    expect(await screen.findByRole('heading', { name: translate('app.profile.title') })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      translate('app.profile.notifications.discordLinked'),
    );
    expect(field(translate('app.profile.fields.discord'))).toHaveValue('Nelly Paintball');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^\?code=the-code&state=the-state Bearer access-\d+$/);
  });

  it("shows the server's message, or Failed to link Discord account.", async () => {
    signedIn();
    server.use(
      http.get('/api/auth/discord/callback', () =>
        failWith(409, translate('app.access.discord.alreadyLinked'), 'DISCORD_ALREADY_LINKED'),
      ),
    );
    renderApp('/discord/callback?code=taken&state=s');
    expect(await screen.findByText(translate('app.access.discord.alreadyLinked'))).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: translate('app.access.discordCallback.title') }),
    ).toBeInTheDocument();
    expect(button(translate('app.access.discordCallback.backToProfile'))).toBeInTheDocument();
  });

  it('falls back to Failed to link Discord account. when the request fails without an answer', async () => {
    signedIn();
    server.use(http.get('/api/auth/discord/callback', () => HttpResponse.error()));
    renderApp('/discord/callback?code=network&state=s');
    expect(await screen.findByText(translate('app.access.discordCallback.linkFailed'))).toBeInTheDocument();
  });

  it('signs a signed-out visitor in with the answer of the callback, without a token, and leaves the page', async () => {
    markGateVerified();
    const created = makeUser({ discordID: '1', discordUsername: 'Nelly Paintball', hasPassword: false });
    const seen: string[] = [];
    server.use(
      http.get('/api/auth/discord/callback', ({ request }) => {
        seen.push(`${new URL(request.url).search} ${request.headers.get('authorization')}`);
        return HttpResponse.json({
          success: true,
          token: 'discord-t',
          refreshToken: 'discord-r',
          user: created,
        });
      }),
    );
    serveTeamData({});
    server.use(http.get('/api/notifications', () => okPage('notifications', [])));
    renderApp('/discord/callback?code=fresh&state=s');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('discord-t'));
    // The dashboard, not a link: the session the sign-in starts does not turn the page into linking.
    expect(
      await screen.findByRole('heading', { name: translate('app.dashboard.title') }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByText(translate('app.profile.notifications.discordLinked'))).toBeNull();
    expect(seen).toEqual(['?code=fresh&state=s null']);
  });

  it("shows the server's refusal of a Discord sign-in with the way back to sign in", async () => {
    markGateVerified();
    server.use(
      http.get('/api/auth/discord/callback', () =>
        failWith(409, translate('app.access.discord.emailTaken'), 'DISCORD_EMAIL_IN_USE'),
      ),
    );
    renderApp('/discord/callback?code=email-taken&state=s');
    expect(await screen.findByText(translate('app.access.discord.emailTaken'))).toBeInTheDocument();
    // The page is named by what was tried; the refusal is the text under the heading.
    expect(
      screen.getByRole('heading', { level: 1, name: translate('app.access.discordSignIn.title') }),
    ).toBeInTheDocument();
    expect(document.title).toBe(
      translate('app.layout.documentTitle', { page: translate('app.access.discordSignIn.title') }),
    );
    await user.click(button(translate('app.access.discordSignIn.backToLogin')));
    expect(await screen.findByLabelText(translate('app.access.login.email'))).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});

describe('Continue with Discord', () => {
  beforeEach(() => leaveApp.mockReset());

  it.each(['/login', '/register'])(
    'is on %s when Discord is configured, and starts the sign-in',
    async (path) => {
      markGateVerified();
      server.use(
        http.get('/api/auth/discord/config', () =>
          HttpResponse.json({ success: true, data: { enabled: true } }),
        ),
      );
      renderApp(path);
      await user.click(
        await screen.findByRole('button', { name: translate('app.access.discordSignIn.continue') }),
      );
      expect(leaveApp).toHaveBeenCalledWith('/api/auth/discord/signin');
    },
  );

  it('is not shown when Discord is not configured', async () => {
    markGateVerified();
    let asked = false;
    server.use(
      http.get('/api/auth/discord/config', () => {
        asked = true;
        return HttpResponse.json({ success: true, data: { enabled: false } });
      }),
    );
    renderApp('/login');
    await screen.findByLabelText(translate('app.access.login.email'));
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('button', { name: translate('app.access.discordSignIn.continue') })).toBeNull();
  });
});

describe('an account created through Discord', () => {
  it('sets a password without the current one, and says why Discord cannot be unlinked', async () => {
    const state = signedIn(
      makeUser({ discordID: '1', discordUsername: 'Nelly Paintball', hasPassword: false }),
    );
    const sent: unknown[] = [];
    server.use(
      http.post('/api/users/7/change-password', async ({ request }) => {
        sent.push(await request.json());
        state.current = { ...state.current, hasPassword: true };
        return HttpResponse.json({ success: true, data: state.current });
      }),
    );
    await openProfile();
    expect(await screen.findByText(translate('app.profile.discord.onlyWayIn'))).toBeInTheDocument();
    expect(button(translate('app.profile.discord.unlink'))).toBeDisabled();
    expect(screen.queryByRole('button', { name: translate('app.profile.action.changePassword') })).toBeNull();

    await user.click(button(translate('app.profile.action.setPassword')));
    expect(screen.queryByLabelText(translate('app.profile.fields.oldPassword'))).toBeNull();
    await user.type(field(translate('app.profile.fields.newPassword')), 'new-secret');
    await user.type(field(translate('app.profile.fields.confirmPassword')), 'new-secret');
    await user.click(button(translate('app.profile.action.submit')));
    await waitFor(() => expect(sent).toEqual([{ newPassword: 'new-secret' }]));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      translate('app.profile.notifications.passwordSet'),
    );
    await waitFor(() => expect(button(translate('app.profile.discord.unlink'))).toBeEnabled());
    expect(screen.queryByText(translate('app.profile.discord.onlyWayIn'))).toBeNull();
    expect(button(translate('app.profile.action.changePassword'))).toBeInTheDocument();
  });
});

describe("the profile's email address notice", () => {
  const league = (unverifiedMayPlay: boolean) =>
    http.get('/api/league-settings/1', () =>
      HttpResponse.json({ success: true, data: { id: 1, name: 'VR Paintball League', unverifiedMayPlay } }),
    );

  it('says nothing for a confirmed address, and marks it Confirmed', async () => {
    signedIn();
    server.use(league(true));
    await openProfile();
    expect(screen.getByText(translate('app.emailVerification.verified'))).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: translate('app.emailVerification.resend') }),
    ).not.toBeInTheDocument();
  });

  it('nags about an unconfirmed address, in stronger words when the league requires it, and resends', async () => {
    const state = signedIn(makeUser({ emailVerified: false }));
    let resent = 0;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      league(false),
      http.post('/api/users/7/email-verification', async () => {
        resent += 1;
        await answered;
        return ok(
          {
            message: translate('app.emailVerification.sent', { email: state.current.email }),
            email: state.current.email,
          },
          { status: 202 },
        );
      }),
    );
    await openProfile();
    expect(
      await screen.findByText(
        translate('app.emailVerification.unverifiedNagRequired', { email: 'player@example.com' }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(translate('app.emailVerification.unverified'))).toBeInTheDocument();
    await user.dblClick(button(translate('app.emailVerification.resend')));
    await waitFor(() => expect(resent).toBe(1));
    expect(button(translate('app.emailVerification.resend'))).toBeDisabled();
    answer();
    expect(
      await screen.findByText(translate('app.emailVerification.sent', { email: 'player@example.com' })),
    ).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('tells where a requested new address waits, says so when saving, and keeps the current one on request', async () => {
    const state = signedIn();
    server.use(
      league(true),
      http.put('/api/users/7', () => {
        state.current = makeUser({ pendingEmail: 'new@example.com' });
        return ok(state.current);
      }),
      http.delete('/api/users/7/pending-email', () => {
        state.current = makeUser();
        return ok(state.current);
      }),
    );
    await openProfile();
    await user.click(button(translate('app.profile.action.edit')));
    await user.clear(field(translate('app.profile.fields.email')));
    await user.type(field(translate('app.profile.fields.email')), 'new@example.com');
    await user.click(button(translate('app.profile.action.update')));
    expect(
      await screen.findByText(
        translate('app.emailVerification.changeRequested', { email: 'new@example.com' }),
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        translate('app.emailVerification.pending', {
          pendingEmail: 'new@example.com',
          email: 'player@example.com',
        }),
      ),
    ).toBeInTheDocument();
    await user.click(button(translate('app.emailVerification.cancelChange')));
    expect(
      await screen.findByText(
        translate('app.emailVerification.changeCancelled', { email: 'player@example.com' }),
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: translate('app.emailVerification.cancelChange') }),
      ).not.toBeInTheDocument(),
    );
  });
});
