// Wire types of Gnocchi resources (metric `/v1/resource/generic`), as Gnocchi 4 sends them: bare
// JSON objects and arrays (no envelope), times with `+00:00`. Shapes follow the resource fixtures
// of gophercloud-utils (gnocchi/metric/v1/resources) and Gnocchi's own gabbits.

/**
 * A resource as `GET /v1/resource/generic[/{id}]` answers it: the generic attributes only (a
 * resource of another type, such as Ceilometer's `instance`, lists its own attributes only under
 * its type's path).
 */
export interface GnocchiResource {
  readonly id: string;
  /** The resource type (`generic`, `instance`, `instance_disk`...). */
  readonly type: string;
  readonly project_id: string | null;
  readonly user_id: string | null;
  /** The id the resource was created with (Gnocchi turns non-UUID ids into UUIDs). */
  readonly original_resource_id: string;
  readonly started_at: string;
  readonly ended_at: string | null;
  readonly revision_start: string;
  readonly revision_end: string | null;
  /** `user_id:project_id` of whoever created the resource. */
  readonly creator: string;
  readonly created_by_user_id: string;
  readonly created_by_project_id: string;
  /** Metric name → metric id. */
  readonly metrics: Readonly<Record<string, string>>;
}

/**
 * Gnocchi's error body (`Accept: application/json`): `description` is a sentence
 * (`Resource 42 does not exist`) or an object with `cause`, `reason` and `detail`.
 */
export interface GnocchiErrorResponse {
  readonly code: number;
  readonly title: string;
  readonly description:
    | string
    | {
        readonly cause: string;
        readonly reason?: string;
        readonly detail?: unknown;
      };
}
