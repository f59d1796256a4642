import type { Droplet, Region, SizeOption, Snapshot } from '@domain/api';
import type { ServerCreatePayload } from '@domain/droplets';
import type { ApiRequest } from './apiRequest';

const CLOUD = '/digital-ocean';

/** Only the image field the chosen source uses travels (a snapshot id or a distribution slug). */
function createBody(payload: ServerCreatePayload) {
  const { snapshotId, distribution, ...rest } = payload;
  return payload.imageSource === 'snapshot' ? { ...rest, snapshotId } : { ...rest, distribution };
}

/**
 * The cloud servers' calls beyond simple REST: the create form's
 * lookups, and create, which the API takes at its own path (POST /digital-ocean/droplets/create).
 * The list and delete are the `admin/digital-ocean` resource's getList and delete.
 */
export function dropletsMethods(request: ApiRequest) {
  return {
    getServerSnapshots: () => request<Snapshot[]>('GET', `${CLOUD}/snapshots`),
    getServerSizes: () => request<SizeOption[]>('GET', `${CLOUD}/sizes`),
    getServerRegions: () => request<Region[]>('GET', `${CLOUD}/regions`),
    createServer: (payload: ServerCreatePayload) =>
      request<Droplet>('POST', `${CLOUD}/droplets/create`, createBody(payload)),
  };
}
