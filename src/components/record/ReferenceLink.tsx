import Link from '@mui/material/Link';
import { useCreatePath, useGetRecordRepresentation, useRecordContext, useResourceContext } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A child of react-admin's `<ReferenceField link={false}>`: the referenced record's representation, linked
 * to that record's `type` page. The address is made from the referenced record itself, which the field
 * renders its children with only once it has loaded; react-admin's own link is first made from the record
 * around the field (the page's), and kept until the user's access to the referenced page is known.
 */
export function ReferenceLink({ type }: { type: 'edit' | 'show' }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const representation = useGetRecordRepresentation(resource);
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Link component={RouterLink} to={createPath({ resource, id: record.id, type })}>
      {representation(record)}
    </Link>
  );
}
