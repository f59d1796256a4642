import type { Role } from '@domain/api';
import { ALL_ROWS_PAGE } from '@domain/paging';
import { useGetList } from 'ra-core';

/**
 * Every role (a role picker's choices), through the dataProvider and react-admin's cache, so a role
 * created, renamed or deleted on /roles shows in every picker at once.
 */
export function useAllRoles() {
  return useGetList<Role>('roles', {
    pagination: ALL_ROWS_PAGE,
    sort: { field: 'name', order: 'ASC' },
  });
}
