import { translate } from '@domain/i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { failWith, makeTeam, ok, record, type SeenRequest, serveTeamData, signInAs } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';

// jsdom has no canvas: the form gets the processed logo from a stand-in (processLogo has its own tests).
const processLogoFile = vi.hoisted(() => vi.fn<(file: File) => Promise<string>>());
vi.mock('../../src/components/logo', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/logo')>()),
  processLogoFile,
}));

const user = userEvent.setup();

async function openForm() {
  signInAs();
  serveTeamData({});
  renderApp('/dashboard');
  await user.click(
    await screen.findByRole('button', { name: translate('resources.teams.create.action') }, SLOW),
  );
  return screen.findByRole('dialog', { name: translate('resources.teams.create.title') });
}

async function fillForm(dialog: HTMLElement) {
  processLogoFile.mockResolvedValue(LOGO);
  await user.type(
    within(dialog).getByLabelText(translate('resources.teams.create.name'), { exact: false }),
    'Hot Shots',
  );
  await user.type(
    within(dialog).getByLabelText(translate('resources.teams.create.code'), { exact: false }),
    'HS1',
  );
  await user.type(
    within(dialog).getByLabelText(translate('resources.teams.create.website')),
    'https://hotshots.example.com',
  );
  await user.upload(
    within(dialog).getByLabelText(translate('resources.admin/league-management.fields.logo')),
    new File(['png'], 'logo.png', { type: 'image/png' }),
  );
  await within(dialog).findByRole('img', { name: translate('resources.teams.create.logoPreview') });
}

describe('team creation form', () => {
  it('shows the required messages under the fields when Next finds them empty', async () => {
    const dialog = await openForm();
    await user.click(within(dialog).getByRole('button', { name: translate('resources.teams.create.next') }));
    expect(within(dialog).getByText(translate('app.errors.validation.teamNameRequired'))).toBeInTheDocument();
    expect(within(dialog).getByText(translate('app.errors.validation.teamCodeRequired'))).toBeInTheDocument();
    expect(within(dialog).getByText(translate('app.errors.validation.logoRequired'))).toBeInTheDocument();
    expect(
      within(dialog).queryByText(translate('app.errors.validation.websiteInvalid')),
    ).not.toBeInTheDocument();
  });

  it('marks the logo as required, like the name and the code', async () => {
    const dialog = await openForm();
    expect(
      within(dialog).getByLabelText(translate('resources.admin/league-management.fields.logo')),
    ).toBeRequired();
    expect(
      within(dialog).getByText(translate('resources.admin/league-management.fields.logo'), {
        selector: '.MuiFormLabel-root',
      }),
    ).toHaveTextContent(`${translate('resources.admin/league-management.fields.logo')} *`);
    expect(
      within(dialog).getByLabelText(translate('resources.teams.create.name'), { exact: false }),
    ).toBeRequired();
    expect(within(dialog).getByLabelText(translate('resources.teams.create.website'))).not.toBeRequired();
  });

  it('clears a field’s error as soon as the user fixes that field, keeping the others', async () => {
    const dialog = await openForm();
    await user.click(within(dialog).getByRole('button', { name: translate('resources.teams.create.next') }));
    expect(within(dialog).getByText(translate('app.errors.validation.teamNameRequired'))).toBeInTheDocument();

    await user.type(
      within(dialog).getByLabelText(translate('resources.teams.create.name'), { exact: false }),
      'Hot Shots',
    );
    expect(
      within(dialog).queryByText(translate('app.errors.validation.teamNameRequired')),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByText(translate('app.errors.validation.teamCodeRequired'))).toBeInTheDocument();
    expect(within(dialog).getByText(translate('app.errors.validation.logoRequired'))).toBeInTheDocument();

    await user.type(
      within(dialog).getByLabelText(translate('resources.teams.create.code'), { exact: false }),
      'A',
    );
    expect(
      within(dialog).queryByText(translate('app.errors.validation.teamCodeRequired')),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByText(translate('app.errors.validation.teamCodeInvalid'))).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText(translate('resources.teams.create.code'), { exact: false }),
      'B1',
    );
    expect(
      within(dialog).queryByText(translate('app.errors.validation.teamCodeInvalid')),
    ).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(translate('resources.teams.create.website')), 'x');
    expect(
      within(dialog).queryByText(translate('app.errors.validation.websiteInvalid')),
    ).not.toBeInTheDocument();

    processLogoFile.mockResolvedValue(LOGO);
    await user.upload(
      within(dialog).getByLabelText(translate('resources.admin/league-management.fields.logo')),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('img', { name: translate('resources.teams.create.logoPreview') });
    expect(
      within(dialog).queryByText(translate('app.errors.validation.logoRequired')),
    ).not.toBeInTheDocument();
  });

  it('shows the format messages of the name, the code and the website', async () => {
    const dialog = await openForm();
    await user.type(
      within(dialog).getByLabelText(translate('resources.teams.create.name'), { exact: false }),
      'Hot_Shots!',
    );
    await user.type(
      within(dialog).getByLabelText(translate('resources.teams.create.code'), { exact: false }),
      'AB',
    );
    await user.type(within(dialog).getByLabelText(translate('resources.teams.create.website')), 'hotshots');
    await user.click(within(dialog).getByRole('button', { name: translate('resources.teams.create.next') }));
    expect(within(dialog).getByText(translate('app.errors.validation.teamNameInvalid'))).toBeInTheDocument();
    expect(within(dialog).getByText(translate('app.errors.validation.teamCodeInvalid'))).toBeInTheDocument();
    expect(within(dialog).getByText(translate('app.errors.validation.websiteInvalid'))).toBeInTheDocument();
  });

  it('strips HTML tags and script blocks as the user types', async () => {
    const dialog = await openForm();
    const name = within(dialog).getByLabelText(translate('resources.teams.create.name'), { exact: false });
    await user.click(name);
    await user.paste('<b>Hot</b> Shots');
    expect(name).toHaveValue('Hot Shots');
    const code = within(dialog).getByLabelText(translate('resources.teams.create.code'), { exact: false });
    await user.click(code);
    await user.paste('<script>alert(1)</script>HS1');
    expect(code).toHaveValue('HS1');
  });

  it.each([
    [translate('app.errors.logo.invalid'), 'logo.jpg'],
    [translate('app.errors.logo.tooLarge'), 'huge.png'],
    [translate('app.errors.logo.failed'), 'broken.png'],
  ])('shows "%s" under the logo when processing refuses %s', async (message, fileName) => {
    const dialog = await openForm();
    processLogoFile.mockRejectedValue(new Error(message));
    await user.upload(
      within(dialog).getByLabelText(translate('resources.admin/league-management.fields.logo')),
      new File(['x'], fileName, { type: 'image/png' }),
    );
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('reviews, goes back with the values kept, and submits status active and league 1', async () => {
    const seen: SeenRequest[] = [];
    const dialog = await openForm();
    server.use(
      http.post('/api/teams', async ({ request }) => {
        await record(seen, request);
        return ok(makeTeam({ name: 'Hot Shots', code: 'HS1', status: 'Pending' }), { status: 201 });
      }),
    );
    await fillForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: translate('resources.teams.create.next') }));

    const review = await screen.findByRole('dialog', {
      name: translate('resources.teams.create.reviewTitle'),
    });
    expect(within(review).getByText(translate('resources.teams.create.reviewText'))).toBeInTheDocument();
    expect(within(review).getByText('Hot Shots')).toBeInTheDocument();
    expect(within(review).getByText('HS1')).toBeInTheDocument();
    expect(within(review).getByText('https://hotshots.example.com')).toBeInTheDocument();
    expect(
      within(review).getByRole('img', { name: translate('resources.teams.create.logoPreview') }),
    ).toHaveAttribute('src', LOGO);

    await user.click(
      within(review).getByRole('button', { name: translate('resources.teams.create.goBack') }),
    );
    const form = await screen.findByRole('dialog', { name: translate('resources.teams.create.title') });
    expect(
      within(form).getByLabelText(translate('resources.teams.create.name'), { exact: false }),
    ).toHaveValue('Hot Shots');
    expect(
      within(form).getByLabelText(translate('resources.teams.create.code'), { exact: false }),
    ).toHaveValue('HS1');

    await user.click(within(form).getByRole('button', { name: translate('resources.teams.create.next') }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: translate('resources.teams.create.reviewTitle') }),
      ).getByRole('button', {
        name: translate('resources.teams.create.submit'),
      }),
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].body).toEqual({
      name: 'Hot Shots',
      code: 'HS1',
      website: 'https://hotshots.example.com',
      logo: LOGO,
      status: 'active',
      leagueId: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends one request for a double-click on Submit, the button disabled with progress until the answer', async () => {
    const seen: SeenRequest[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const dialog = await openForm();
    server.use(
      http.post('/api/teams', async ({ request }) => {
        await record(seen, request);
        await answered;
        return ok(makeTeam({ name: 'Hot Shots', code: 'HS1', status: 'Pending' }), { status: 201 });
      }),
    );
    await fillForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: translate('resources.teams.create.next') }));
    const review = await screen.findByRole('dialog', {
      name: translate('resources.teams.create.reviewTitle'),
    });
    const submit = within(review).getByRole('button', { name: translate('resources.teams.create.submit') });
    await user.dblClick(submit);
    // Two clicks in one task, before React draws the button again: still one request.
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(submit).toBeDisabled();
    expect(within(review).getByRole('progressbar')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toHaveLength(1);
  });

  it('alerts that the team could not be created when the server refuses it', async () => {
    const dialog = await openForm();
    server.use(http.post('/api/teams', () => failWith(409, translate('resources.teams.team.nameTaken'))));
    await fillForm(dialog);
    await user.click(within(dialog).getByRole('button', { name: translate('resources.teams.create.next') }));
    const review = await screen.findByRole('dialog', {
      name: translate('resources.teams.create.reviewTitle'),
    });
    await user.click(
      within(review).getByRole('button', { name: translate('resources.teams.create.submit') }),
    );
    const alert = await within(review).findByRole('alert');
    expect(alert).toHaveTextContent(translate('resources.teams.create.failed'));
    expect(alert).toHaveTextContent(translate('resources.teams.team.nameTaken'));
  });
});
