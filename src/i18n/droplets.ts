import { messages } from '@domain/messages';
import { numberParam, param } from './polyglotText';

const t = messages.droplets;
const f = t.create;
const l = t.list;

/**
 * `resources["admin/digital-ocean"]`: Server management's texts in react-admin's shape, built from
 * domain/messages. The resource's name holds a slash; polyglot keys split on dots only, so
 * `resources.admin/digital-ocean.fields.name` finds them. Columns and filters label themselves from
 * `fields.<source>`.
 */
export const dropletsMessages = {
  title: t.title,
  ok: t.ok,
  empty: t.empty,
  tableLabel: l.tableLabel,
  fields: {
    name: l.columns.name,
    status: l.columns.status,
    region: { name: l.columns.region },
    size_slug: l.columns.size,
    publicIp: l.columns.publicIp,
    created_at: l.columns.createdAt,
    actions: l.columns.actions,
  },
  filters: { search: l.search },
  status: t.status,
  list: {
    title: l.title,
    noAddress: l.noAddress,
    copyLabel: l.copyLabel(param('ip')),
    deleteLabel: l.deleteLabel(param('name')),
    delete: l.delete,
    deleteTitle: l.deleteTitle,
    deleteText: l.deleteText(param('name')),
  },
  create: {
    title: f.title,
    name: f.name,
    nameHelp: f.nameHelp,
    imageSource: f.imageSource,
    sources: f.sources,
    snapshot: f.snapshot,
    noSnapshots: f.noSnapshots,
    distribution: f.distribution,
    region: f.region,
    size: f.size,
    code: f.code,
    codeHelp: f.codeHelp,
    createGameSession: f.createGameSession,
    isPublic: f.isPublic,
    client: f.client,
    noClient: f.noClient,
    tags: f.tags,
    tagsHelp: f.tagsHelp,
    submit: f.submit,
    sizeLabel: f.sizeLabel(param('slug'), param('specs')),
    // The vCPU count is only printed, so its placeholder can stand in for the number.
    specs: f.specs(param('memory'), numberParam('vcpus'), param('disk'), param('price')),
  },
  details: {
    ...t.details,
    title: t.details.title(param('name')),
  },
  /** The outcomes, shown as alert dialogs. */
  notifications: {
    created: t.created,
    deleted: t.deleted,
    copied: t.copied,
    createFailed: t.createFailed,
    deleteFailed: t.deleteFailed,
    copyFailed: t.copyFailed,
    loadDropletsFailed: t.loadDropletsFailed,
    loadClientsFailed: t.loadClientsFailed,
    loadSnapshotsFailed: t.loadSnapshotsFailed,
    loadSizesFailed: t.loadSizesFailed,
    loadRegionsFailed: t.loadRegionsFailed,
    initFailed: t.initFailed,
  },
};
