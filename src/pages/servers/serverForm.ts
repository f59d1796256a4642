import { DEFAULT_DISTRIBUTION, DEFAULT_REGION, DEFAULT_SERVER_TAGS } from '../../../domain/constants';
import {
  type ImageSource,
  type ServerCreatePayload,
  serverCreatePayloadSchema,
} from '../../../domain/servers';

// The create form's values, their SPEC section 9 defaults, and their check against the payload schema.

export interface ServerFormValues {
  name: string;
  imageSource: ImageSource;
  /** The chosen snapshot's id as the select holds it ('' when none). */
  snapshotId: string;
  distribution: string;
  region: string;
  size: string;
  code: string;
  createGameSession: boolean;
  isPublic: boolean;
  /** '' for none. */
  clientId: string;
  tags: string[];
}

export type ServerFormField = keyof ServerFormValues;
export type ServerFormErrors = Partial<Record<ServerFormField, string>>;

export const initialServerForm = (): ServerFormValues => ({
  name: '',
  imageSource: 'distribution',
  snapshotId: '',
  distribution: DEFAULT_DISTRIBUTION,
  region: DEFAULT_REGION,
  size: '',
  code: '',
  createGameSession: true,
  isPublic: false,
  clientId: '',
  tags: [...DEFAULT_SERVER_TAGS],
});

const isField = (key: PropertyKey | undefined, values: ServerFormValues): key is ServerFormField =>
  typeof key === 'string' && key in values;

export type ServerFormCheck =
  | { ok: true; payload: ServerCreatePayload }
  | { ok: false; errors: ServerFormErrors };

/** SPEC section 5 "Server create": the schema's first message per field, or the payload to send. */
export function checkServerForm(values: ServerFormValues): ServerFormCheck {
  const result = serverCreatePayloadSchema.safeParse(values);
  if (result.success) return { ok: true, payload: result.data };
  const errors: ServerFormErrors = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (isField(field, values)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
