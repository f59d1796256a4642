import type { ConnectedClient, Droplet, Region, SizeOption, Snapshot } from '@domain/api';
import { DEFAULT_SERVER_TAGS } from '@domain/constants';
import { messages } from '@domain/messages';
import { PERMISSIONS } from '@domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failWith, ok, record, type SeenRequest, signInAs, stubPhoneScreen } from './fixtures';
import { server } from './msw';
import { renderApp } from './renderApp';
import { SLOW } from './timeouts';

const t = messages.droplets;
const f = t.create;

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
  await screen.findByRole('heading', { name: t.title, level: 1, hidden: true }, SLOW);
  return screen.findByRole('region', { name: f.title, hidden: true });
}

const user = userEvent.setup();

async function choose(form: HTMLElement, label: string, option: string | RegExp) {
  await user.click(within(form).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValidForm(form: HTMLElement) {
  await user.type(within(form).getByRole('textbox', { name: new RegExp(`^${f.name}`) }), 'arena-2');
  await user.type(within(form).getByRole('textbox', { name: new RegExp(`^${f.code}`) }), '4321');
  await choose(form, f.size, /s-1vcpu-1gb/);
}

const submit = (form: HTMLElement) => user.click(within(form).getByRole('button', { name: f.submit }));

async function expectAlert(text: string) {
  const dialog = await screen.findByRole('alertdialog', { name: text }, SLOW);
  return dialog;
}

async function dismissAlert(text: string) {
  const dialog = await expectAlert(text);
  await user.click(within(dialog).getByRole('button', { name: t.ok }));
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
      expect(within(form).getByRole('combobox', { name: new RegExp(`^${f.region}`) })).toHaveTextContent(
        'New York 1 (nyc1)',
      ),
    );
    expect(within(form).getByRole('radio', { name: f.sources.distribution })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: f.distribution })).toHaveValue('debian-12-x64');
    for (const tag of DEFAULT_SERVER_TAGS) expect(within(form).getByText(tag)).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: f.createGameSession })).toBeChecked();
    expect(within(form).getByRole('switch', { name: f.isPublic })).not.toBeChecked();

    await fillValidForm(form);
    await submit(form);
    await dismissAlert(t.created);
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
    expect(await within(form).findByText(t.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(t.sizeRequired)).toBeInTheDocument();
    expect(within(form).getByText(t.codeInvalid)).toBeInTheDocument();
    expect(within(form).queryByText(t.snapshotRequired)).not.toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: new RegExp(`^${f.name}`) }), 'bad name!');
    await user.type(within(form).getByRole('textbox', { name: new RegExp(`^${f.code}`) }), '12a');
    await submit(form);
    expect(await within(form).findByText(t.nameInvalid)).toBeInTheDocument();
    expect(within(form).getByText(t.codeInvalid)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('needs a snapshot only when the image source is snapshot, and sends its id', async () => {
    signInAsAdmin();
    const seen = serveServers();
    const form = await openServers();
    await fillValidForm(form);
    await user.click(within(form).getByRole('radio', { name: f.sources.snapshot }));
    await submit(form);
    expect(await within(form).findByText(t.snapshotRequired)).toBeInTheDocument();
    expect(seen).toEqual([]);

    await choose(form, f.snapshot, SNAPSHOTS[0]?.name ?? '');
    await choose(form, f.client, 'Arena One');
    await user.click(within(form).getByRole('switch', { name: f.isPublic }));
    await submit(form);
    await dismissAlert(t.created);
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
    await user.type(within(form).getByRole('combobox', { name: f.tags }), 'league-night{Enter}');
    await fillValidForm(form);
    await submit(form);
    await dismissAlert(t.created);
    expect(seen[0]?.body).toMatchObject({ tags: ['game-server', 'league-night'] });
  });

  it('goes back to the defaults after a successful create', async () => {
    signInAsAdmin();
    const seen = serveServers();
    const form = await openServers();
    const combobox = (label: string) => within(form).getByRole('combobox', { name: new RegExp(`^${label}`) });
    await waitFor(() => expect(combobox(f.region)).toHaveTextContent('New York 1 (nyc1)'));
    await fillValidForm(form);
    await choose(form, f.region, 'Amsterdam 3 (ams3)');
    const distribution = within(form).getByRole('textbox', { name: f.distribution });
    await user.clear(distribution);
    await user.type(distribution, 'fedora');
    await choose(form, f.client, 'Arena One');
    const [first] = DEFAULT_SERVER_TAGS;
    await user.click(within(within(form).getByRole('button', { name: first })).getByTestId('CancelIcon'));
    await user.type(within(form).getByRole('combobox', { name: f.tags }), 'night{Enter}');
    await user.click(within(form).getByRole('switch', { name: f.createGameSession }));
    await user.click(within(form).getByRole('switch', { name: f.isPublic }));
    await submit(form);
    await dismissAlert(t.created);
    expect(seen[0]?.body).toMatchObject({
      region: 'ams3',
      distribution: 'fedora',
      clientId: 'sim',
      createGameSession: false,
      tags: ['game-server', 'night'],
    });

    expect(within(form).getByRole('textbox', { name: new RegExp(`^${f.name}`) })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: new RegExp(`^${f.code}`) })).toHaveValue('');
    expect(combobox(f.region)).toHaveTextContent('New York 1 (nyc1)');
    expect(combobox(f.size)).not.toHaveTextContent('s-1vcpu-1gb');
    expect(combobox(f.client)).not.toHaveTextContent('Arena One');
    expect(within(form).getByRole('radio', { name: f.sources.distribution })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: f.distribution })).toHaveValue('debian-12-x64');
    for (const tag of DEFAULT_SERVER_TAGS) expect(within(form).getByText(tag)).toBeInTheDocument();
    expect(within(form).queryByText('night')).not.toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: f.createGameSession })).toBeChecked();
    expect(within(form).getByRole('switch', { name: f.isPublic })).not.toBeChecked();
  }, 60_000);

  it('shows the failure alert with the server’s reason', async () => {
    signInAsAdmin();
    serveServers();
    server.use(
      http.post('/api/digital-ocean/droplets/create', () =>
        HttpResponse.json(
          { success: false, message: t.createFailed, errors: { detail: 'Region nyc1 is full.' } },
          { status: 502 },
        ),
      ),
    );
    const form = await openServers();
    await fillValidForm(form);
    await submit(form);
    const dialog = await expectAlert(t.createFailed);
    expect(dialog).toHaveTextContent('Region nyc1 is full.');
  });
});

describe('server management: load failures', () => {
  const cases: [string, string][] = [
    ['/api/game-sessions/clients', t.loadClientsFailed],
    ['/api/digital-ocean/snapshots', t.loadSnapshotsFailed],
    ['/api/digital-ocean/sizes', t.loadSizesFailed],
    ['/api/digital-ocean/droplets', t.loadDropletsFailed],
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
    await dismissAlert(t.initFailed);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('server management: list', () => {
  it('says when there are no servers', async () => {
    signInAsAdmin();
    serveServers([]);
    await openServers();
    expect(await screen.findByText(t.empty, {}, SLOW)).toBeInTheDocument();
  });

  it('deletes a server after confirmation', async () => {
    signInAsAdmin();
    const seen = serveServers([makeDroplet()]);
    await openServers();
    const row = await rowOf('arena-1');
    await user.click(within(row).getByRole('button', { name: t.list.deleteLabel('arena-1') }));
    const confirm = await screen.findByRole('dialog', { name: t.list.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: t.list.delete }));
    await dismissAlert(t.deleted);
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/digital-ocean/droplets/101', body: undefined }]);
  });

  it('says when a delete fails', async () => {
    signInAsAdmin();
    serveServers([makeDroplet()]);
    server.use(http.delete('/api/digital-ocean/droplets/:id', () => failWith(403, 'Not ours')));
    await openServers();
    const row = await rowOf('arena-1');
    await user.click(within(row).getByRole('button', { name: t.list.deleteLabel('arena-1') }));
    await user.click(
      within(await screen.findByRole('dialog', { name: t.list.deleteTitle })).getByRole('button', {
        name: t.list.delete,
      }),
    );
    expect(await expectAlert(t.deleteFailed)).toHaveTextContent('Not ours');
  });

  it('copies the public IP, and says when it cannot', async () => {
    signInAsAdmin();
    serveServers([makeDroplet()]);
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openServers();
    const row = await rowOf('arena-1');
    const copy = within(row).getByRole('button', { name: t.list.copyLabel('203.0.113.7') });
    await user.click(copy);
    await dismissAlert(t.copied);
    expect(writeText).toHaveBeenCalledWith('203.0.113.7');
    await user.click(copy);
    await dismissAlert(t.copyFailed);
    expect(screen.queryByRole('dialog', { name: t.details.title('arena-1') })).not.toBeInTheDocument();
  });

  it('opens a server’s details: memory in MB or GB, disk, transfer, prices, addresses, tags', async () => {
    signInAsAdmin();
    serveServers([
      makeDroplet(),
      makeDroplet({ id: 102, name: 'arena-big', memory: 1536, disk: 50, transfer: 3, price_monthly: 12 }),
    ]);
    await openServers();
    await user.click(await rowOf('arena-1'));
    let dialog = await screen.findByRole('dialog', { name: t.details.title('arena-1') });
    for (const text of ['1023 MB', '25 GB', '2 TB', '$6.00/mo', '$0.00893/hr', '203.0.113.7', '10.10.0.7']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    for (const tag of DEFAULT_SERVER_TAGS) expect(within(dialog).getByText(tag)).toBeInTheDocument();
    expect(within(dialog).getByText('active')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.details.close }));

    await user.click(await rowOf('arena-big'));
    dialog = await screen.findByRole('dialog', { name: t.details.title('arena-big') });
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
    const dialog = await screen.findByRole('dialog', { name: t.details.title('arena-odd') });
    const factOf = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    for (const label of [t.details.region, t.details.size, t.details.memory, t.details.disk])
      expect(factOf(label)).toBe(t.details.none);
    expect(factOf(t.details.createdAt)).toBe(t.details.none);
    expect(factOf(t.details.publicIp)).toBe('203.0.113.7');
  });

  it('asks again while a server is new until it is active, without a reload', async () => {
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
    await waitFor(() => expect(within(row).getByText('active')).toBeInTheDocument(), { timeout: 6000 });
    const settled = calls;
    await new Promise((resolve) => setTimeout(resolve, 3500));
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
    const list = await screen.findByRole('list', { name: t.list.tableLabel }, SLOW);
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row).getByText(t.status.active)).toBeInTheDocument();
    expect(within(row).getByText('New York 1 · s-1vcpu-1gb')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: t.list.copyLabel('203.0.113.7') })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: t.list.deleteLabel('arena-1') })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: t.list.tableLabel })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'arena-1' }));
    expect(await screen.findByRole('dialog', { name: t.details.title('arena-1') })).toBeInTheDocument();
  });
});
