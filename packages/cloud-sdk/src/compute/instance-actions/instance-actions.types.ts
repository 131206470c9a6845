// Wire types of a server's action log (compute `/v2.1/servers/{id}/os-instance-actions`), as Nova
// sends them at the SDK's pin (2.79).
//
// ../shared/openstack-samples has NO sample for these calls: the types are written from Nova's
// API reference and its controller (nova/api/openstack/compute/instance_actions.py, Zed):
// action keys `action, instance_uuid, request_id, user_id, project_id, start_time, message`
// (+ `updated_at` from 2.58), event keys `event, start_time, finish_time, result` (+ `traceback`
// for admins, `host` for admins and `hostId` from 2.62, `details` from 2.84), events shown to the
// server's owner from 2.51, list pagination (`limit`, `marker` = request id, top-level `links`)
// from 2.58.
import type { NovaLink } from '../versions/versions.types.ts';

/** One recorded action on a server (`create`, `stop`, `resize`, `reboot`...). */
export interface NovaInstanceAction {
  /** The action's name, e.g. `create`, `stop`, `confirmResize`. */
  readonly action: string;
  readonly instance_uuid: string;
  /** The request id of the API call that started it (`req-…`): the action's id in URLs. */
  readonly request_id: string;
  readonly user_id: string;
  readonly project_id: string;
  readonly start_time: string;
  /** `Error` when an event failed, else `null`. */
  readonly message: string | null;
  /** 2.58+. */
  readonly updated_at?: string | null;
}

/** One step of an action (`compute_stop_instance`...). */
export interface NovaInstanceActionEvent {
  readonly event: string;
  readonly start_time: string;
  /** `null` while running. */
  readonly finish_time: string | null;
  /** `Success`, `Error`, or `null` while running. */
  readonly result: string | null;
  /** Admins only (default policy). */
  readonly traceback?: string | null;
  /** 2.62+, admins only: the compute host. */
  readonly host?: string;
  /** 2.62+: the host, hashed with the project id. */
  readonly hostId?: string;
  /** 2.84+ (policy `events:details`): a failure's detail, `null` otherwise. */
  readonly details?: string | null;
}

/** An action with its events, as `GET /servers/{id}/os-instance-actions/{request_id}` answers it. */
export interface NovaInstanceActionDetail extends NovaInstanceAction {
  /** For the server's owner from 2.51 (admins always). */
  readonly events?: readonly NovaInstanceActionEvent[];
}

/** `GET /servers/{id}/os-instance-actions` (newest first). */
export interface NovaInstanceActionListResponse {
  readonly instanceActions: readonly NovaInstanceAction[];
  /** 2.58+: a `rel: next` link while more follow (note: `links`, not `instanceActions_links`). */
  readonly links?: readonly NovaLink[];
}

/** `GET /servers/{id}/os-instance-actions/{request_id}`. */
export interface NovaInstanceActionResponse {
  readonly instanceAction: NovaInstanceActionDetail;
}
