import type { Droplet, Region, SizeOption, Snapshot } from '../../../domain/api';
import type { ServerCreatePayload } from '../../../domain/servers';
import type { ApiRequest } from '../../api/request';

/** The react-admin resource of the cloud servers (GET /digital-ocean/droplets, see RESOURCE_PATHS). */
export const DROPLETS_RESOURCE = 'droplets';

/** Only the image field the chosen source uses travels (a snapshot id or a distribution slug). */
function createBody(payload: ServerCreatePayload) {
  const { snapshotId, distribution, ...rest } = payload;
  return payload.imageSource === 'snapshot' ? { ...rest, snapshotId } : { ...rest, distribution };
}

/** The cloud-server calls of the issue 7 API contract (SPEC section 7, Admin and servers). */
export function createDropletsApi(request: ApiRequest) {
  return {
    listSnapshots: () => request<Snapshot[]>('GET', '/digital-ocean/snapshots'),
    listSizes: () => request<SizeOption[]>('GET', '/digital-ocean/sizes'),
    listRegions: () => request<Region[]>('GET', '/digital-ocean/regions'),
    createDroplet: (payload: ServerCreatePayload) =>
      request<Droplet>('POST', '/digital-ocean/droplets/create', createBody(payload)),
    deleteDroplet: (id: number) => request<{ id: number }>('DELETE', `/digital-ocean/droplets/${id}`),
  };
}

export type DropletsApi = ReturnType<typeof createDropletsApi>;
