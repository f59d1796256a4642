import type { Role } from '@domain/api';
import { useGetList } from 'ra-core';
import { MAX_ROLES_PAGE } from './roleModel';

/**
 * Every role (a role picker's choices), through the dataProvider and react-admin's cache, so a role
 * created, renamed or deleted on /roles shows in every picker at once.
 */
export function useAllRoles() {
  return useGetList<Role>('roles', {
    pagination: { page: 1, perPage: MAX_ROLES_PAGE },
    sort: { field: 'name', order: 'ASC' },
  });
}
