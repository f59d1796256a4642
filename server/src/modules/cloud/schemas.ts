import { z } from 'zod';
import { dropletSchema, regionSchema, sizeOptionSchema, snapshotSchema } from '../../../../domain/servers';
import { listQuerySchema } from '../../http/list-params';
import { idSchema } from '../../http/params';

// Parameter schemas of the cloud routes, and the records they answer with (domain/servers.ts).

export { dropletSchema, regionSchema, sizeOptionSchema as sizeSchema, snapshotSchema };

export const dropletParams = z.object({ id: idSchema });

export const dropletListQuery = listQuerySchema(['created_at', 'name', 'status'], z.object({}));
