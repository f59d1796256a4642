import type { Droplet } from '@domain/api';
import { translate } from '@domain/i18n';
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

const singleDroplet = z.object({ droplet: dropletSchema });

export interface DigitalOceanOptions extends DigitalOceanHttpOptions {
  /** DO_TAG. */
  tag: string;
}

export function createDigitalOceanProvider(options: DigitalOceanOptions): CloudProvider {
  const http = createDigitalOceanHttp(options);
  const { tag } = options;

  function malformed(failure: string): CloudError {
    return new CloudError(502, failure, {
      code: 'CLOUD_FAILED',
      detail: translate('resources.admin/digital-ocean.droplets.provider.badAnswer'),
    });
  }

  async function fetchDroplet(id: number, failure: string): Promise<WireDroplet> {
    const parsed = singleDroplet.safeParse(await http.call('GET', `/v2/droplets/${id}`, failure));
    if (!parsed.success) throw malformed(failure);
    return parsed.data.droplet;
  }

  function notOurs(droplet: WireDroplet, failure: string): CloudError | null {
    if (droplet.tags.includes(tag)) return null;
    return new CloudError(403, failure, {
      code: 'CLOUD_NOT_MANAGED',
      detail: translate('resources.admin/digital-ocean.droplets.provider.notOurServer', { tag }),
    });
  }

  return {
    listSnapshots: () =>
      http.list(
        '/v2/snapshots?resource_type=droplet',
        'snapshots',
        snapshotSchema,
        translate('resources.admin/digital-ocean.notifications.loadSnapshotsFailed'),
      ),
    listSizes: () =>
      http.list(
        '/v2/sizes',
        'sizes',
        sizeSchema,
        translate('resources.admin/digital-ocean.notifications.loadSizesFailed'),
      ),
    listRegions: () =>
      http.list(
        '/v2/regions',
        'regions',
        regionSchema,
        translate('resources.admin/digital-ocean.notifications.loadRegionsFailed'),
      ),
    async listDroplets() {
      const path = `/v2/droplets?tag_name=${encodeURIComponent(tag)}`;
      const droplets = await http.list(
        path,
        'droplets',
        dropletSchema,
        translate('resources.admin/digital-ocean.notifications.loadDropletsFailed'),
      );
      return droplets.filter((droplet) => droplet.tags.includes(tag)).map(toDroplet);
    },
    async getDroplet(id) {
      const droplet = await fetchDroplet(
        id,
        translate('resources.admin/digital-ocean.notifications.loadDropletsFailed'),
      );
      if (notOurs(droplet, translate('resources.admin/digital-ocean.notifications.loadDropletsFailed'))) {
        throw new CloudError(
          404,
          translate('resources.admin/digital-ocean.notifications.loadDropletsFailed'),
          {
            code: 'CLOUD_NOT_FOUND',
            detail: translate('resources.admin/digital-ocean.droplets.provider.notFound'),
          },
        );
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
      const parsed = singleDroplet.safeParse(
        await http.call(
          'POST',
          '/v2/droplets',
          translate('resources.admin/digital-ocean.notifications.createFailed'),
          body,
        ),
      );
      if (!parsed.success)
        throw malformed(translate('resources.admin/digital-ocean.notifications.createFailed'));
      return toDroplet(parsed.data.droplet);
    },
    async deleteDroplet(id) {
      const refusal = notOurs(
        await fetchDroplet(id, translate('resources.admin/digital-ocean.notifications.deleteFailed')),
        translate('resources.admin/digital-ocean.notifications.deleteFailed'),
      );
      if (refusal) throw refusal;
      await http.call(
        'DELETE',
        `/v2/droplets/${id}`,
        translate('resources.admin/digital-ocean.notifications.deleteFailed'),
      );
    },
  };
}
