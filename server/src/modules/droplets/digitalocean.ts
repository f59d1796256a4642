import type { Droplet } from '@domain/api';
import { messages } from '@domain/messages';
import { z } from 'zod';
import { createDigitalOceanHttp, type DigitalOceanHttpOptions } from './do-http';
import {
  dropletSchema,
  regionSchema,
  sizeSchema,
  snapshotSchema,
  toDroplet,
  type WireDroplet,
} from './do-wire';
import { CloudError, type CloudProvider } from './provider';

// The CloudProvider on DigitalOcean API v2. Only droplets carrying the app's tag
// (DO_TAG) are listed, shown or deleted; every droplet it creates carries that tag.

const s = messages.droplets;
const singleDroplet = z.object({ droplet: dropletSchema });

export interface DigitalOceanOptions extends DigitalOceanHttpOptions {
  /** DO_TAG. */
  tag: string;
}

export function createDigitalOceanProvider(options: DigitalOceanOptions): CloudProvider {
  const http = createDigitalOceanHttp(options);
  const { tag } = options;

  function malformed(failure: string): CloudError {
    return new CloudError(502, failure, { code: 'CLOUD_FAILED', detail: s.provider.badAnswer });
  }

  async function fetchDroplet(id: number, failure: string): Promise<WireDroplet> {
    const parsed = singleDroplet.safeParse(await http.call('GET', `/v2/droplets/${id}`, failure));
    if (!parsed.success) throw malformed(failure);
    return parsed.data.droplet;
  }

  function notOurs(droplet: WireDroplet, failure: string): CloudError | null {
    if (droplet.tags.includes(tag)) return null;
    return new CloudError(403, failure, { code: 'CLOUD_NOT_MANAGED', detail: s.provider.notOurServer(tag) });
  }

  return {
    listSnapshots: () =>
      http.list('/v2/snapshots?resource_type=droplet', 'snapshots', snapshotSchema, s.loadSnapshotsFailed),
    listSizes: () => http.list('/v2/sizes', 'sizes', sizeSchema, s.loadSizesFailed),
    listRegions: () => http.list('/v2/regions', 'regions', regionSchema, s.loadRegionsFailed),
    async listDroplets() {
      const path = `/v2/droplets?tag_name=${encodeURIComponent(tag)}`;
      const droplets = await http.list(path, 'droplets', dropletSchema, s.loadDropletsFailed);
      return droplets.filter((droplet) => droplet.tags.includes(tag)).map(toDroplet);
    },
    async getDroplet(id) {
      const droplet = await fetchDroplet(id, s.loadDropletsFailed);
      if (notOurs(droplet, s.loadDropletsFailed)) {
        throw new CloudError(404, s.loadDropletsFailed, {
          code: 'CLOUD_NOT_FOUND',
          detail: s.provider.notFound,
        });
      }
      return toDroplet(droplet);
    },
    async createDroplet(input): Promise<Droplet> {
      const body = {
        name: input.name,
        region: input.region,
        size: input.size,
        image: input.image,
        tags: [...new Set([...input.tags, tag])],
        user_data: input.userData,
      };
      const parsed = singleDroplet.safeParse(await http.call('POST', '/v2/droplets', s.createFailed, body));
      if (!parsed.success) throw malformed(s.createFailed);
      return toDroplet(parsed.data.droplet);
    },
    async deleteDroplet(id) {
      const refusal = notOurs(await fetchDroplet(id, s.deleteFailed), s.deleteFailed);
      if (refusal) throw refusal;
      await http.call('DELETE', `/v2/droplets/${id}`, s.deleteFailed);
    },
  };
}
