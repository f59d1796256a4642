import type { ConnectedClient, Droplet, Region, SizeOption, Snapshot } from '@domain/api';
import { DEFAULT_SERVER_TAGS } from '@domain/constants';
import { translate } from '@domain/i18n';
import { PERMISSIONS } from '@domain/permissions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DROPLET_POLL_MS } from '@/resources/droplets/serverModel';
import { failWith, ok, record, type SeenRequest, signInAs, stubPhoneScreen } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const SNAPSHOTS: Snapshot[] = [
  { id: 4711, name: 'vr-paintball-server-2026-11', created_at: '2026-11-01T00:00:00Z' },
];
const REGIONS: Region[] = [
  { slug: 'nyc1', name: 'New York 1', available: true },
  { slug: 'ams3', name: 'Amsterdam 3', available: true },
];
const SIZES: SizeOption[] = [
  {
    slug: 's-1vcpu-1gb',
    description: 'Basic',
    memory: 1024,
    vcpus: 1,
    disk: 25,
    transfer: 1,
    price_monthly: 6,
    price_hourly: 0.00893,
    regions: ['nyc1', 'ams3'],
    available: true,
  },
];
const CLIENTS: ConnectedClient[] = [
  {
    id: 1,
    clientId: 'sim',
    customId: 'Arena One',
    socketId: 'socket-1',
    upToDate: true,
    lastSeenAt: '2026-11-20T18:05:00.000Z',
  },
];

function makeDroplet(overrides: Partial<Droplet> = {}): Droplet {
  return {
    id: 101,
    name: 'arena-1',
    status: 'active',
    region: { slug: 'nyc1', name: 'New York 1' },
    size_slug: 's-1vcpu-1gb',
    memory: 1023,
    vcpus: 1,
    disk: 25,
    transfer: 2,
    price_monthly: 6,
    price_hourly: 0.00893,
    created_at: '2026-11-20T18:00:00.000Z',
    tags: [...DEFAULT_SERVER_TAGS],
    networks: {
      v4: [
        { ip_address: '203.0.113.7', type: 'public', gateway: '203.0.113.1', netmask: '255.255.255.0' },
        { ip_address: '10.10.0.7', type: 'private', gateway: '10.10.0.1', netmask: '255.255.0.0' },
      ],
      v6: [],
    },
    ...overrides,
  };
}

const listOf = (droplets: Droplet[]) =>
  ok(droplets, {
    headers: {
      'Content-Range': `digital-ocean/droplets 0-${Math.max(droplets.length - 1, 0)}/${droplets.length}`,
    },
  });

/** The Server management API's routes over `droplets`; returns every change request seen. */
function serveServers(droplets: Droplet[] = []) {
  const seen: SeenRequest[] = [];
  server.use(
    http.get('/api/digital-ocean/snapshots', () => ok(SNAPSHOTS)),
    http.get('/api/digital-ocean/sizes', () => ok(SIZES)),
    http.get('/api/digital-ocean/regions', () => ok(REGIONS)),
    http.get('/api/game-sessions/clients', () => ok(CLIENTS)),
    http.get('/api/digital-ocean/droplets', () => listOf(droplets)),
    http.post('/api/digital-ocean/droplets/create', async ({ request }) => {
      await record(seen, request);
      return ok(makeDroplet({ id: 202, status: 'new' }), { status: 201 });
    }),
    http.delete('/api/digital-ocean/droplets/:id', async ({ request, params }) => {
      await record(seen, request);
      return ok({ id: Number(params.id) });
    }),
  );
  return seen;
}

const signInAsAdmin = () => signInAs({ roles: ['Admin'], permissions: [...PERMISSIONS] });

async function openServers() {
  renderApp('/admin/digital-ocean');
  // hidden: a lookup that fails at once raises its alert dialog, which hides the page behind it.
  await screen.findByRole(
    'heading',
    { name: translate('resources.admin/digital-ocean.title'), level: 1, hidden: true },
    SLOW,
  );
  return screen.findByRole('region', {
    name: translate('resources.admin/digital-ocean.create.title'),
    hidden: true,
  });
}

const user = userEvent.setup();

async function choose(form: HTMLElement, label: string, option: string | RegExp) {
  await user.click(within(form).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValidForm(form: HTMLElement) {
  await user.type(
    within(form).getByRole('textbox', {
      name: new RegExp(`^${translate('resources.admin/digital-ocean.create.name')}`),
    }),
    'arena-2',
  );
  await user.type(
    within(form).getByRole('textbox', {
      name: new RegExp(`^${translate('resources.admin/digital-ocean.create.code')}`),
    }),
    '4321',
  );
  await choose(form, translate('resources.admin/digital-ocean.create.size'), /s-1vcpu-1gb/);
}

const submit = (form: HTMLElement) =>
  user.click(
    within(form).getByRole('button', { name: translate('resources.admin/digital-ocean.create.submit') }),
  );

async function expectAlert(text: string) {
  const dialog = await screen.findByRole('alertdialog', { name: text }, SLOW);
  return dialog;
}

async function dismissAlert(text: string) {
  const dialog = await expectAlert(text);
  await user.click(
    within(dialog).getByRole('button', { name: translate('resources.admin/digital-ocean.ok') }),
  );
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: text })).not.toBeInTheDocument());
}

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name, {}, SLOW);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('server management: create form', () => {
  it('starts with the defaults and sends them', async () => {
    signInAsAdmin();
    const seen = serveServers();
    const form = await openServers();
    await waitFor(() =>
      expect(
        within(form).getByRole('combobox', {
          name: new RegExp(`^${translate('resources.admin/digital-ocean.create.region')}`),
        }),
      ).toHaveTextContent('New York 1 (nyc1)'),
    );
    expect(
      within(form).getByRole('radio', {
        name: translate('resources.admin/digital-ocean.create.sources.distribution'),
      }),
    ).toBeChecked();
    expect(
      within(form).getByRole('textbox', {
        name: translate('resources.admin/digital-ocean.create.distribution'),
      }),
    ).toHaveValue('debian-12-x64');
    for (const tag of DEFAULT_SERVER_TAGS) expect(within(form).getByText(tag)).toBeInTheDocument();
    expect(
      within(form).getByRole('switch', {
        name: translate('resources.admin/digital-ocean.create.createGameSession'),
      }),
    ).toBeChecked();
    expect(
      within(form).getByRole('switch', { name: translate('resources.admin/digital-ocean.create.isPublic') }),
    ).not.toBeChecked();

    await fillValidForm(form);
    await submit(form);
    await dismissAlert(translate('resources.admin/digital-ocean.notifications.created'));
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/digital-ocean/droplets/create',
        body: {
          name: 'arena-2',
          imageSource: 'distribution',
          distribution: 'debian-12-x64',
          region: 'nyc1',
          size: 's-1vcpu-1gb',
          code: '4321',
          createGameSession: true,
          isPublic: false,
          tags: [...DEFAULT_SERVER_TAGS],
        },
      },
    ]);
  });

  it('says what is missing: name, size and a 4-digit code', async () => {
    signInAsAdmin();
    const seen = serveServers();
    const form = await openServers();
    await submit(form);
    expect(
      await within(form).findByText(translate('resources.admin/digital-ocean.droplets.nameRequired')),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(translate('resources.admin/digital-ocean.droplets.sizeRequired')),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(translate('resources.admin/digital-ocean.droplets.codeInvalid')),
    ).toBeInTheDocument();
    expect(
      within(form).queryByText(translate('resources.admin/digital-ocean.droplets.snapshotRequired')),
    ).not.toBeInTheDocument();

    await user.type(
      within(form).getByRole('textbox', {
        name: new RegExp(`^${translate('resources.admin/digital-ocean.create.name')}`),
      }),
      'bad name!',
    );
    await user.type(
      within(form).getByRole('textbox', {
        name: new RegExp(`^${translate('resources.admin/digital-ocean.create.code')}`),
      }),
      '12a',
    );
    await submit(form);
    expect(
      await within(form).findByText(translate('resources.admin/digital-ocean.droplets.nameInvalid')),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(translate('resources.admin/digital-ocean.droplets.codeInvalid')),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('needs a snapshot only when the image source is snapshot, and sends its id', async () => {
    signInAsAdmin();
    const seen = serveServers();
    const form = await openServers();
    await fillValidForm(form);
    await user.click(
      within(form).getByRole('radio', {
        name: translate('resources.admin/digital-ocean.create.sources.snapshot'),
      }),
    );
    await submit(form);
    expect(
      await within(form).findByText(translate('resources.admin/digital-ocean.droplets.snapshotRequired')),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);

    await choose(form, translate('resources.admin/digital-ocean.create.snapshot'), SNAPSHOTS[0]?.name ?? '');
    await choose(form, translate('resources.admin/digital-ocean.create.client'), 'Arena One');
    await user.click(
      within(form).getByRole('switch', { name: translate('resources.admin/digital-ocean.create.isPublic') }),
    );
    await submit(form);
    await dismissAlert(translate('resources.admin/digital-ocean.notifications.created'));
    expect(seen[0]?.body).toMatchObject({
      imageSource: 'snapshot',
      snapshotId: 4711,
      clientId: 'sim',
      isPublic: true,
    });
    expect(seen[0]?.body).not.toHaveProperty('distribution');
  });

  it('edits the tags as chips', async () => {
    signInAsAdmin();
    const seen = serveServers();
    const form = await openServers();
    const [first] = DEFAULT_SERVER_TAGS;
    const chip = within(form).getByRole('button', { name: first });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await user.type(
      within(form).getByRole('combobox', { name: translate('resources.admin/digital-ocean.create.tags') }),
      'league-night{Enter}',
    );
    await fillValidForm(form);
    await submit(form);
    await dismissAlert(translate('resources.admin/digital-ocean.notifications.created'));
    expect(seen[0]?.body).toMatchObject({ tags: ['game-server', 'league-night'] });
  });

  it('goes back to the defaults after a successful create', async () => {
    signInAsAdmin();
    const seen = serveServers();
    const form = await openServers();
    const combobox = (label: string) => within(form).getByRole('combobox', { name: new RegExp(`^${label}`) });
    await waitFor(() =>
      expect(combobox(translate('resources.admin/digital-ocean.create.region'))).toHaveTextContent(
        'New York 1 (nyc1)',
      ),
    );
    await fillValidForm(form);
    await choose(form, translate('resources.admin/digital-ocean.create.region'), 'Amsterdam 3 (ams3)');
    const distribution = within(form).getByRole('textbox', {
      name: translate('resources.admin/digital-ocean.create.distribution'),
    });
    await user.clear(distribution);
    await user.type(distribution, 'fedora');
    await choose(form, translate('resources.admin/digital-ocean.create.client'), 'Arena One');
    const [first] = DEFAULT_SERVER_TAGS;
    await user.click(within(within(form).getByRole('button', { name: first })).getByTestId('CancelIcon'));
    await user.type(
      within(form).getByRole('combobox', { name: translate('resources.admin/digital-ocean.create.tags') }),
      'night{Enter}',
    );
    await user.click(
      within(form).getByRole('switch', {
        name: translate('resources.admin/digital-ocean.create.createGameSession'),
      }),
    );
    await user.click(
      within(form).getByRole('switch', { name: translate('resources.admin/digital-ocean.create.isPublic') }),
    );
    await submit(form);
    await dismissAlert(translate('resources.admin/digital-ocean.notifications.created'));
    expect(seen[0]?.body).toMatchObject({
      region: 'ams3',
      distribution: 'fedora',
      clientId: 'sim',
      createGameSession: false,
      tags: ['game-server', 'night'],
    });

    expect(
      within(form).getByRole('textbox', {
        name: new RegExp(`^${translate('resources.admin/digital-ocean.create.name')}`),
      }),
    ).toHaveValue('');
    expect(
      within(form).getByRole('textbox', {
        name: new RegExp(`^${translate('resources.admin/digital-ocean.create.code')}`),
      }),
    ).toHaveValue('');
    expect(combobox(translate('resources.admin/digital-ocean.create.region'))).toHaveTextContent(
      'New York 1 (nyc1)',
    );
    expect(combobox(translate('resources.admin/digital-ocean.create.size'))).not.toHaveTextContent(
      's-1vcpu-1gb',
    );
    expect(combobox(translate('resources.admin/digital-ocean.create.client'))).not.toHaveTextContent(
      'Arena One',
    );
    expect(
      within(form).getByRole('radio', {
        name: translate('resources.admin/digital-ocean.create.sources.distribution'),
      }),
    ).toBeChecked();
    expect(
      within(form).getByRole('textbox', {
        name: translate('resources.admin/digital-ocean.create.distribution'),
      }),
    ).toHaveValue('debian-12-x64');
    for (const tag of DEFAULT_SERVER_TAGS) expect(within(form).getByText(tag)).toBeInTheDocument();
    expect(within(form).queryByText('night')).not.toBeInTheDocument();
    expect(
      within(form).getByRole('switch', {
        name: translate('resources.admin/digital-ocean.create.createGameSession'),
      }),
    ).toBeChecked();
    expect(
      within(form).getByRole('switch', { name: translate('resources.admin/digital-ocean.create.isPublic') }),
    ).not.toBeChecked();
  }, 60_000);

  it('shows the failure alert with the server’s reason', async () => {
    signInAsAdmin();
    serveServers();
    server.use(
      http.post('/api/digital-ocean/droplets/create', () =>
        HttpResponse.json(
          {
            success: false,
            message: translate('resources.admin/digital-ocean.notifications.createFailed'),
            errors: { detail: 'Region nyc1 is full.' },
          },
          { status: 502 },
        ),
      ),
    );
    const form = await openServers();
    await fillValidForm(form);
    await submit(form);
    const dialog = await expectAlert(translate('resources.admin/digital-ocean.notifications.createFailed'));
    expect(dialog).toHaveTextContent('Region nyc1 is full.');
  });
});

describe('server management: load failures', () => {
  const cases: [string, string][] = [
    [
      '/api/game-sessions/clients',
      translate('resources.admin/digital-ocean.notifications.loadClientsFailed'),
    ],
    [
      '/api/digital-ocean/snapshots',
      translate('resources.admin/digital-ocean.notifications.loadSnapshotsFailed'),
    ],
    ['/api/digital-ocean/sizes', translate('resources.admin/digital-ocean.notifications.loadSizesFailed')],
    [
      '/api/digital-ocean/droplets',
      translate('resources.admin/digital-ocean.notifications.loadDropletsFailed'),
    ],
  ];
  it.each(cases)('GET %s failing shows %s', async (path, text) => {
    signInAsAdmin();
    serveServers();
    server.use(http.get(path, () => failWith(403, 'Forbidden')));
    await openServers();
    await dismissAlert(text);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says the screen failed to initialize when none of the form’s lookups loads', async () => {
    signInAsAdmin();
    serveServers();
    const refuse = () => failWith(403, 'Forbidden');
    server.use(
      http.get('/api/game-sessions/clients', refuse),
      http.get('/api/digital-ocean/snapshots', refuse),
      http.get('/api/digital-ocean/sizes', refuse),
      http.get('/api/digital-ocean/regions', refuse),
    );
    await openServers();
    await dismissAlert(translate('resources.admin/digital-ocean.notifications.initFailed'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('server management: list', () => {
  it('says when there are no servers', async () => {
    signInAsAdmin();
    serveServers([]);
    await openServers();
    expect(
      await screen.findByText(translate('resources.admin/digital-ocean.empty'), {}, SLOW),
    ).toBeInTheDocument();
  });

  it('deletes a server after confirmation', async () => {
    signInAsAdmin();
    const seen = serveServers([makeDroplet()]);
    await openServers();
    const row = await rowOf('arena-1');
    await user.click(
      within(row).getByRole('button', {
        name: translate('resources.admin/digital-ocean.list.deleteLabel', { name: 'arena-1' }),
      }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: translate('resources.admin/digital-ocean.list.deleteTitle'),
    });
    await user.click(
      within(confirm).getByRole('button', { name: translate('resources.admin/digital-ocean.list.delete') }),
    );
    await dismissAlert(translate('resources.admin/digital-ocean.notifications.deleted'));
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/digital-ocean/droplets/101', body: undefined }]);
  });

  it('says when a delete fails', async () => {
    signInAsAdmin();
    serveServers([makeDroplet()]);
    server.use(http.delete('/api/digital-ocean/droplets/:id', () => failWith(403, 'Not ours')));
    await openServers();
    const row = await rowOf('arena-1');
    await user.click(
      within(row).getByRole('button', {
        name: translate('resources.admin/digital-ocean.list.deleteLabel', { name: 'arena-1' }),
      }),
    );
    await user.click(
      within(
        await screen.findByRole('dialog', {
          name: translate('resources.admin/digital-ocean.list.deleteTitle'),
        }),
      ).getByRole('button', {
        name: translate('resources.admin/digital-ocean.list.delete'),
      }),
    );
    expect(
      await expectAlert(translate('resources.admin/digital-ocean.notifications.deleteFailed')),
    ).toHaveTextContent('Not ours');
  });

  it('copies the public IP, and says when it cannot', async () => {
    signInAsAdmin();
    serveServers([makeDroplet()]);
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openServers();
    const row = await rowOf('arena-1');
    const copy = within(row).getByRole('button', {
      name: translate('resources.admin/digital-ocean.list.copyLabel', { ip: '203.0.113.7' }),
    });
    await user.click(copy);
    await dismissAlert(translate('resources.admin/digital-ocean.notifications.copied'));
    expect(writeText).toHaveBeenCalledWith('203.0.113.7');
    await user.click(copy);
    await dismissAlert(translate('resources.admin/digital-ocean.notifications.copyFailed'));
    expect(
      screen.queryByRole('dialog', {
        name: translate('resources.admin/digital-ocean.details.title', { name: 'arena-1' }),
      }),
    ).not.toBeInTheDocument();
  });

  it('opens a server’s details: memory in MB or GB, disk, transfer, prices, addresses, tags', async () => {
    signInAsAdmin();
    serveServers([
      makeDroplet(),
      makeDroplet({ id: 102, name: 'arena-big', memory: 1536, disk: 50, transfer: 3, price_monthly: 12 }),
    ]);
    await openServers();
    await user.click(await rowOf('arena-1'));
    let dialog = await screen.findByRole('dialog', {
      name: translate('resources.admin/digital-ocean.details.title', { name: 'arena-1' }),
    });
    for (const text of ['1023 MB', '25 GB', '2 TB', '$6.00/mo', '$0.00893/hr', '203.0.113.7', '10.10.0.7']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    for (const tag of DEFAULT_SERVER_TAGS) expect(within(dialog).getByText(tag)).toBeInTheDocument();
    expect(within(dialog).getByText('active')).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: translate('resources.admin/digital-ocean.details.close') }),
    );

    await user.click(await rowOf('arena-big'));
    dialog = await screen.findByRole('dialog', {
      name: translate('resources.admin/digital-ocean.details.title', { name: 'arena-big' }),
    });
    for (const text of ['1.5 GB', '50 GB', '3 TB', '$12.00/mo']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
  });

  it('lists and details a server whose provider sent no region, size figures or date', async () => {
    signInAsAdmin();
    const { region, size_slug, memory, disk, created_at, ...rest } = makeDroplet({ name: 'arena-odd' });
    serveServers([rest]);
    await openServers();
    await user.click(await rowOf('arena-odd'));
    const dialog = await screen.findByRole('dialog', {
      name: translate('resources.admin/digital-ocean.details.title', { name: 'arena-odd' }),
    });
    const factOf = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    for (const label of [
      translate('resources.admin/digital-ocean.details.region'),
      translate('resources.admin/digital-ocean.details.size'),
      translate('resources.admin/digital-ocean.details.memory'),
      translate('resources.admin/digital-ocean.details.disk'),
    ])
      expect(factOf(label)).toBe(translate('resources.admin/digital-ocean.details.none'));
    expect(factOf(translate('resources.admin/digital-ocean.details.createdAt'))).toBe(
      translate('resources.admin/digital-ocean.details.none'),
    );
    expect(factOf(translate('resources.admin/digital-ocean.details.publicIp'))).toBe('203.0.113.7');
  });

  it('asks again while a server is new until it is active, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAsAdmin();
    serveServers();
    let calls = 0;
    server.use(
      http.get('/api/digital-ocean/droplets', () => {
        calls += 1;
        return listOf([makeDroplet({ status: calls === 1 ? 'new' : 'active' })]);
      }),
    );
    await openServers();
    const row = await rowOf('arena-1');
    expect(within(row).getByText('new')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(DROPLET_POLL_MS));
    await waitFor(() => expect(within(row).getByText('active')).toBeInTheDocument());
    const settled = calls;
    await act(() => vi.advanceTimersByTimeAsync(DROPLET_POLL_MS * 3));
    expect(calls).toBe(settled);
  });
});

describe('server management at phone width (under 600 px)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each server with its status, region and size, public IP and Delete; its name opens the details', async () => {
    stubPhoneScreen();
    signInAsAdmin();
    serveServers([makeDroplet()]);
    await openServers();
    const list = await screen.findByRole(
      'list',
      { name: translate('resources.admin/digital-ocean.tableLabel') },
      SLOW,
    );
    const [row] = within(list).getAllByRole('listitem');
    expect(
      within(row).getByText(translate('resources.admin/digital-ocean.status.active')),
    ).toBeInTheDocument();
    expect(within(row).getByText('New York 1 · s-1vcpu-1gb')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', {
        name: translate('resources.admin/digital-ocean.list.copyLabel', { ip: '203.0.113.7' }),
      }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole('button', {
        name: translate('resources.admin/digital-ocean.list.deleteLabel', { name: 'arena-1' }),
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('table', { name: translate('resources.admin/digital-ocean.tableLabel') }),
    ).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'arena-1' }));
    expect(
      await screen.findByRole('dialog', {
        name: translate('resources.admin/digital-ocean.details.title', { name: 'arena-1' }),
      }),
    ).toBeInTheDocument();
  });
});
