/**
 * WSL (screens §4.9): the official image names, installing a WSL instance on a Windows host, and the
 * legacy SetDefaultChildComputer and DeleteChildComputers. The WSL instances themselves are the host's
 * `children` (routes/instances.ts).
 */
import { listed, queueAction } from '../actions.ts';
import { badRequest, ok } from '../http.ts';
import type { Instance, Organisation } from '../model.ts';
import { signedIn, type LegacyActions, type Route, type RouteContext } from '../router.ts';
import { childrenOf, getInstance, removeInstances, replaceInstance } from './instances.ts';
import { numberedList } from './packages.ts';

/** The images of the Microsoft Store, as upstream's example lists them. */
export const WSL_IMAGES = [
  { name: 'Ubuntu', label: 'Ubuntu' },
  { name: 'Ubuntu-20.04', label: 'Ubuntu 20.04' },
  { name: 'Ubuntu-22.04', label: 'Ubuntu 22.04' },
  { name: 'Ubuntu-24.04', label: 'Ubuntu 24.04' },
];

/** What a custom image may not be called (the names of the official ones), case-insensitively. */
export const RESERVED_NAME = /^ubuntu(-preview|-\d{2}\.\d{2})?$/i;
/** Windows' own rule for a distribution name. */
export const WSL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const MAX_CHILDREN = 10;
export const MAX_CLOUD_INIT_BYTES = 1024 * 1024;

export const isWindowsHost = (instance: Instance): boolean => instance.distribution_info?.distributor === 'Microsoft';

/** The WSL distribution name of a child: its title up to " on {host}". */
const wslName = (child: Instance): string => child.title.replace(/ on [^ ]+$/, '');

function windowsHost(org: Organisation, id: number | string): Instance {
  const host = getInstance(org, id);
  if (!isWindowsHost(host)) throw badRequest(`Instance ${host.id} is not a Windows host: WSL instances are installed on Windows machines.`, 'NotWindowsHost');
  return host;
}

/** `POST computers/{parent}/children {computer_name, rootfs_url?, cloud_init?}`. */
function installChild(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const host = windowsHost(org, ctx.params['id']!);
  const name = ctx.body.requiredString('computer_name');
  const rootfs = ctx.body.string('rootfs_url', { trim: true }) || undefined;
  const cloudInit = ctx.body.string('cloud_init', { trim: true }) || undefined;
  if (rootfs !== undefined) {
    if (!/^https?:\/\/[^\s/]+\/\S*$/.test(rootfs)) throw badRequest('"rootfs_url" must be an http or https URL of the image.');
    if (RESERVED_NAME.test(name)) throw badRequest("Instance name cannot match 'ubuntu', 'ubuntu-preview', or 'ubuntu-<dd>.<dd>'.", 'ReservedName');
    if (!WSL_NAME.test(name)) throw badRequest(`"${name}" is not a valid WSL instance name: use up to 64 letters, digits, ".", "_" and "-".`);
  } else if (!WSL_IMAGES.some((image) => image.name === name)) {
    throw badRequest(`"${name}" is not an official image (${listed(WSL_IMAGES.map((image) => image.name))}); a custom instance needs a "rootfs_url".`, 'UnknownImage');
  }
  if (cloudInit !== undefined) {
    if (cloudInit.startsWith('data:') || !/^[A-Za-z0-9+/]+={0,2}$/.test(cloudInit)) {
      throw badRequest('"cloud_init" must be the file\'s contents in base64, without a "data:" prefix.');
    }
    if (Buffer.byteLength(cloudInit, 'base64') > MAX_CLOUD_INIT_BYTES) throw badRequest('"cloud_init" must be less than 1MB.');
  }
  const children = childrenOf(org, host.id);
  if (children.some((child) => wslName(child).toLowerCase() === name.toLowerCase())) {
    throw badRequest(`${host.title} already has a WSL instance named ${name}.`, 'ChildExists');
  }
  if (children.length >= MAX_CHILDREN) throw badRequest(`${host.title} already has ${MAX_CHILDREN} WSL instances, the most a host may have.`, 'TooManyChildren');
  return ok(queueAction(ctx, { type: 'Install WSL instance', summary: `Install WSL instance ${name}`, computerIds: [host.id], delivery: { after: null } }));
}

function requiredInteger(ctx: RouteContext, name: string): number {
  const value = ctx.query.integer(name);
  if (value === undefined) throw badRequest(`"${name}" is required.`);
  return value;
}

/** Legacy `SetDefaultChildComputer(child_id, parent_id)`: the default flag moves at once. */
function setDefaultChild(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const host = windowsHost(org, requiredInteger(ctx, 'parent_id'));
  const child = getInstance(org, requiredInteger(ctx, 'child_id'));
  if (child.parent_id !== host.id) throw badRequest(`Instance ${child.id} is not a WSL instance of ${host.title}.`, 'NotAChild');
  const activity = queueAction(ctx, {
    type: 'Set default WSL instance',
    summary: `Set ${wslName(child)} as the default WSL instance`,
    computerIds: [host.id],
    delivery: { after: null },
  });
  for (const sibling of childrenOf(org, host.id)) {
    const isDefault = sibling.id === child.id;
    if (sibling.is_default_child !== isDefault) replaceInstance(org, { ...sibling, is_default_child: isDefault });
  }
  return ok(activity);
}

/** Legacy `DeleteChildComputers(computer_ids.N)`: the WSL instances leave the host and Landscape. */
function deleteChildren(ctx: RouteContext) {
  const { org } = signedIn(ctx);
  const ids = numberedList(ctx.url.searchParams, 'computer_ids').map((text) => {
    if (!/^\d+$/.test(text)) throw badRequest(`"computer_ids" must be instance ids, not "${text}".`);
    return Number(text);
  });
  if (ids.length === 0) throw badRequest('"computer_ids.1" is required: name the WSL instances to delete.');
  const children = [...new Set(ids)].map((id) => {
    const child = getInstance(org, id);
    if (!child.is_wsl_instance || child.parent_id === null) throw badRequest(`Instance ${id} is not a WSL instance.`, 'NotAChild');
    return child;
  });
  const hosts = [...new Set(children.map((child) => child.parent_id!))];
  const summary = children.length === 1 ? `Delete WSL instance ${wslName(children[0]!)}` : `Delete ${children.length} WSL instances`;
  const activity = queueAction(ctx, { type: 'Remove WSL instance', summary, computerIds: hosts, delivery: { after: null } });
  removeInstances(org, new Set(children.map((child) => child.id)));
  return ok(activity);
}

export const wslRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^wsl-instance-names$/,
    auth: 'bearer',
    handle: (ctx) => {
      signedIn(ctx);
      return ok(WSL_IMAGES);
    },
  },
  { method: 'POST', pattern: /^computers\/(?<id>\d+)\/children$/, auth: 'bearer', handle: installChild },
];

export const wslActions: LegacyActions = {
  SetDefaultChildComputer: setDefaultChild,
  DeleteChildComputers: deleteChildren,
};
