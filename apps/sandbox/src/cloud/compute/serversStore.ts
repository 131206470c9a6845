import type { NovaPowerState } from '@cloud-portal/cloud-sdk/compute';
import type { Database } from 'better-sqlite3';
import type { ServerState, ServerStep } from './serverStates.ts';

/** The flavor a server carries (Nova keeps a copy, so a later flavor change does not move it). */
export interface EmbeddedFlavor {
  id: string;
  name: string;
  vcpus: number;
  ramMb: number;
  diskGb: number;
}

/** A server of the emulated Nova. */
export interface ServerRecord extends ServerState {
  id: string;
  region: string;
  projectId: string;
  userId: string;
  name: string;
  description: string | null;
  hostname: string;
  imageId: string | null;
  flavor: EmbeddedFlavor;
  oldFlavor: EmbeddedFlavor | null;
  keyName: string | null;
  metadata: Record<string, string>;
  tags: string[];
  userData: string | null;
  availabilityZone: string;
  diskConfig: 'AUTO' | 'MANUAL';
  accessIpv4: string;
  accessIpv6: string;
  host: string;
  fault: { code: number; message: string; created: string } | null;
  steps: ServerStep[];
  createdAt: string;
  updatedAt: string;
  launchedAt: string | null;
  terminatedAt: string | null;
  deletedAt: string | null;
}

/** An instance action (os-instance-actions). */
export interface InstanceActionRecord {
  requestId: string;
  serverId: string;
  action: string;
  projectId: string;
  userId: string;
  startTime: string;
  finishTime: string | null;
  result: 'Success' | 'Error' | null;
  message: string | null;
}

/** Data access of the emulated Nova's servers. */
export interface ServersStore {
  insert(server: ServerRecord): void;
  /** Writes every field of the record back. */
  update(server: ServerRecord): void;
  /** A server that is not deleted, in its region. */
  find(region: string, id: string): ServerRecord | undefined;
  /** Any server by id, deleted ones included (metrics, billing). */
  findAny(id: string): ServerRecord | undefined;
  /** The project's servers in the region, newest first (Nova's default sort: created_at desc). */
  listByProject(region: string, projectId: string): ServerRecord[];
  /** Every server with transitions still to come (restart: reschedule them). */
  listWithSteps(): ServerRecord[];
  /** Every server of the project in the region, deleted ones included, oldest first. */
  listHistory(region: string, projectId: string): ServerRecord[];
  /**
   * The servers of these projects in every region, newest first: the live ones and those deleted
   * after `deletedAfter` (billing reads what a customer owes).
   */
  listOfProjects(projectIds: readonly string[], deletedAfter: string): ServerRecord[];
  openPowerInterval(serverId: string, at: string): void;
  closePowerInterval(serverId: string, at: string): void;
  powerIntervals(serverId: string): { from: string; to: string | null }[];
  insertAction(action: InstanceActionRecord): void;
  finishAction(requestId: string, at: string, result: 'Success' | 'Error'): void;
  /** The unfinished actions of a server, oldest first. */
  openActions(serverId: string): InstanceActionRecord[];
  listActions(serverId: string): InstanceActionRecord[];
  findAction(serverId: string, requestId: string): InstanceActionRecord | undefined;
  failBuilds(region: string): boolean;
  setFailBuilds(region: string, on: boolean): void;
}

interface ServerRow {
  id: string;
  region: string;
  project_id: string;
  user_id: string;
  name: string;
  description: string | null;
  hostname: string;
  image_id: string | null;
  flavor_id: string;
  flavor_json: string;
  old_flavor_json: string | null;
  key_name: string | null;
  metadata_json: string;
  tags_json: string;
  user_data: string | null;
  availability_zone: string;
  disk_config: 'AUTO' | 'MANUAL';
  access_ipv4: string;
  access_ipv6: string;
  host: string;
  vm_state: string;
  task_state: string | null;
  power_state: number;
  fault_json: string | null;
  steps_json: string;
  created_at: string;
  updated_at: string;
  launched_at: string | null;
  terminated_at: string | null;
  deleted_at: string | null;
}

interface ActionRow {
  request_id: string;
  server_id: string;
  action: string;
  project_id: string;
  user_id: string;
  start_time: string;
  finish_time: string | null;
  result: string | null;
  message: string | null;
}

function toRow(server: ServerRecord): ServerRow {
  return {
    id: server.id,
    region: server.region,
    project_id: server.projectId,
    user_id: server.userId,
    name: server.name,
    description: server.description,
    hostname: server.hostname,
    image_id: server.imageId,
    flavor_id: server.flavor.id,
    flavor_json: JSON.stringify(server.flavor),
    old_flavor_json: server.oldFlavor === null ? null : JSON.stringify(server.oldFlavor),
    key_name: server.keyName,
    metadata_json: JSON.stringify(server.metadata),
    tags_json: JSON.stringify(server.tags),
    user_data: server.userData,
    availability_zone: server.availabilityZone,
    disk_config: server.diskConfig,
    access_ipv4: server.accessIpv4,
    access_ipv6: server.accessIpv6,
    host: server.host,
    vm_state: server.vmState,
    task_state: server.taskState,
    power_state: server.powerState,
    fault_json: server.fault === null ? null : JSON.stringify(server.fault),
    steps_json: JSON.stringify(server.steps),
    created_at: server.createdAt,
    updated_at: server.updatedAt,
    launched_at: server.launchedAt,
    terminated_at: server.terminatedAt,
    deleted_at: server.deletedAt,
  };
}

function fromRow(row: ServerRow): ServerRecord {
  return {
    id: row.id,
    region: row.region,
    projectId: row.project_id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    hostname: row.hostname,
    imageId: row.image_id,
    flavor: JSON.parse(row.flavor_json) as EmbeddedFlavor,
    oldFlavor:
      row.old_flavor_json === null ? null : (JSON.parse(row.old_flavor_json) as EmbeddedFlavor),
    keyName: row.key_name,
    metadata: JSON.parse(row.metadata_json) as Record<string, string>,
    tags: JSON.parse(row.tags_json) as string[],
    userData: row.user_data,
    availabilityZone: row.availability_zone,
    diskConfig: row.disk_config,
    accessIpv4: row.access_ipv4,
    accessIpv6: row.access_ipv6,
    host: row.host,
    vmState: row.vm_state,
    taskState: row.task_state,
    powerState: row.power_state as NovaPowerState,
    fault: row.fault_json === null ? null : (JSON.parse(row.fault_json) as ServerRecord['fault']),
    steps: JSON.parse(row.steps_json) as ServerStep[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    launchedAt: row.launched_at,
    terminatedAt: row.terminated_at,
    deletedAt: row.deleted_at,
  };
}

function actionFromRow(row: ActionRow): InstanceActionRecord {
  return {
    requestId: row.request_id,
    serverId: row.server_id,
    action: row.action,
    projectId: row.project_id,
    userId: row.user_id,
    startTime: row.start_time,
    finishTime: row.finish_time,
    result: row.result as InstanceActionRecord['result'],
    message: row.message,
  };
}

const COLUMNS = `id, region, project_id, user_id, name, description, hostname, image_id, flavor_id,
  flavor_json, old_flavor_json, key_name, metadata_json, tags_json, user_data, availability_zone,
  disk_config, access_ipv4, access_ipv6, host, vm_state, task_state, power_state, fault_json,
  steps_json, created_at, updated_at, launched_at, terminated_at, deleted_at`;

/**
 * Creates the servers store over an open database (compute migration 2).
 *
 * @example
 * const servers = serversStore(platform.db);
 * servers.listByProject('eu-west2', projectId).length;
 */
export function serversStore(db: Database): ServersStore {
  const names = COLUMNS.split(',').map((column) => column.trim());
  const insert = db.prepare<[ServerRow]>(
    `INSERT INTO compute_servers (${COLUMNS}) VALUES (${names.map((name) => `@${name}`).join(', ')})`,
  );
  const update = db.prepare<[ServerRow]>(
    `UPDATE compute_servers SET ${names
      .filter((name) => name !== 'id')
      .map((name) => `${name} = @${name}`)
      .join(', ')} WHERE id = @id`,
  );
  const find = db.prepare<[string, string], ServerRow>(
    `SELECT ${COLUMNS} FROM compute_servers WHERE region = ? AND id = ? AND deleted_at IS NULL`,
  );
  const findAny = db.prepare<[string], ServerRow>(
    `SELECT ${COLUMNS} FROM compute_servers WHERE id = ?`,
  );
  const byProject = db.prepare<[string, string], ServerRow>(
    `SELECT ${COLUMNS} FROM compute_servers
      WHERE region = ? AND project_id = ? AND deleted_at IS NULL
      ORDER BY created_at DESC, id DESC`,
  );
  const history = db.prepare<[string, string], ServerRow>(
    `SELECT ${COLUMNS} FROM compute_servers WHERE region = ? AND project_id = ?
      ORDER BY created_at, id`,
  );
  const ofProjects = db.prepare<[string, string], ServerRow>(
    `SELECT ${COLUMNS} FROM compute_servers
      WHERE project_id IN (SELECT value FROM json_each(?))
        AND (deleted_at IS NULL OR deleted_at > ?)
      ORDER BY created_at DESC, id DESC`,
  );
  const withSteps = db.prepare<[], ServerRow>(
    `SELECT ${COLUMNS} FROM compute_servers WHERE steps_json <> '[]'`,
  );
  const openInterval = db.prepare<[string, string]>(
    `INSERT OR IGNORE INTO compute_power_intervals (server_id, started_at) VALUES (?, ?)`,
  );
  const closeInterval = db.prepare<[string, string]>(
    `UPDATE compute_power_intervals SET stopped_at = ? WHERE server_id = ? AND stopped_at IS NULL`,
  );
  const intervals = db.prepare<[string], { started_at: string; stopped_at: string | null }>(
    `SELECT started_at, stopped_at FROM compute_power_intervals WHERE server_id = ? ORDER BY started_at`,
  );
  const insertAction = db.prepare<[ActionRow]>(
    `INSERT INTO compute_instance_actions
       (request_id, server_id, action, project_id, user_id, start_time, finish_time, result, message)
     VALUES (@request_id, @server_id, @action, @project_id, @user_id, @start_time, @finish_time, @result, @message)`,
  );
  const finishAction = db.prepare<[string, string, string]>(
    `UPDATE compute_instance_actions SET finish_time = ?, result = ? WHERE request_id = ?`,
  );
  const openActions = db.prepare<[string], ActionRow>(
    `SELECT * FROM compute_instance_actions WHERE server_id = ? AND finish_time IS NULL
      ORDER BY start_time, rowid`,
  );
  const listActions = db.prepare<[string], ActionRow>(
    `SELECT * FROM compute_instance_actions WHERE server_id = ? ORDER BY start_time DESC, rowid DESC`,
  );
  const findAction = db.prepare<[string, string], ActionRow>(
    `SELECT * FROM compute_instance_actions WHERE server_id = ? AND request_id = ?`,
  );
  const switches = db.prepare<[string], { fail_builds: number }>(
    `SELECT fail_builds FROM compute_region_switches WHERE region = ?`,
  );
  const setSwitch = db.prepare<[string, number]>(
    `INSERT INTO compute_region_switches (region, fail_builds) VALUES (?, ?)
     ON CONFLICT (region) DO UPDATE SET fail_builds = excluded.fail_builds`,
  );
  return {
    insert: (server) => void insert.run(toRow(server)),
    update: (server) => void update.run(toRow(server)),
    find: (region, id) => {
      const row = find.get(region, id);
      return row === undefined ? undefined : fromRow(row);
    },
    findAny: (id) => {
      const row = findAny.get(id);
      return row === undefined ? undefined : fromRow(row);
    },
    listByProject: (region, projectId) => byProject.all(region, projectId).map(fromRow),
    listWithSteps: () => withSteps.all().map(fromRow),
    listHistory: (region, projectId) => history.all(region, projectId).map(fromRow),
    listOfProjects: (projectIds, deletedAfter) =>
      projectIds.length === 0
        ? []
        : ofProjects.all(JSON.stringify(projectIds), deletedAfter).map(fromRow),
    openPowerInterval: (serverId, at) => void openInterval.run(serverId, at),
    closePowerInterval: (serverId, at) => void closeInterval.run(at, serverId),
    powerIntervals: (serverId) =>
      intervals.all(serverId).map((row) => ({ from: row.started_at, to: row.stopped_at })),
    insertAction: (action) =>
      void insertAction.run({
        request_id: action.requestId,
        server_id: action.serverId,
        action: action.action,
        project_id: action.projectId,
        user_id: action.userId,
        start_time: action.startTime,
        finish_time: action.finishTime,
        result: action.result,
        message: action.message,
      }),
    finishAction: (requestId, at, result) => void finishAction.run(at, result, requestId),
    openActions: (serverId) => openActions.all(serverId).map(actionFromRow),
    listActions: (serverId) => listActions.all(serverId).map(actionFromRow),
    findAction: (serverId, requestId) => {
      const row = findAction.get(serverId, requestId);
      return row === undefined ? undefined : actionFromRow(row);
    },
    failBuilds: (region) => switches.get(region)?.fail_builds === 1,
    setFailBuilds: (region, on) => void setSwitch.run(region, on ? 1 : 0),
  };
}
