// Example bodies for the instance action tests. ../shared/openstack-samples has no sample for
// os-instance-actions: these are written from Nova's API reference at 2.79 (values illustrative,
// keys as Nova's controller emits them: see instance-actions.types.ts).
import type {
  NovaInstanceActionListResponse,
  NovaInstanceActionResponse,
} from './instance-actions.types.ts';

export const SERVER_ID = '4bf3473b-d550-4b65-9409-292d44ab14a2';
export const STOP_REQUEST_ID = 'req-0d819d5c-1527-4669-bdf0-ffad31b5105b';

/** `GET /servers/{id}/os-instance-actions` at 2.58+ (with `updated_at`), newest first. */
export const INSTANCE_ACTIONS_LIST: NovaInstanceActionListResponse = {
  instanceActions: [
    {
      action: 'stop',
      instance_uuid: SERVER_ID,
      message: null,
      project_id: '6f70656e737461636b20342065766572',
      request_id: STOP_REQUEST_ID,
      start_time: '2018-04-25T01:26:36.036697',
      updated_at: '2018-04-25T01:26:36.790544',
      user_id: 'admin',
    },
    {
      action: 'create',
      instance_uuid: SERVER_ID,
      message: null,
      project_id: '6f70656e737461636b20342065766572',
      request_id: 'req-f8a59f03-76dc-412f-92c2-21f8612be728',
      start_time: '2018-04-25T01:26:29.092892',
      updated_at: '2018-04-25T01:26:35.718924',
      user_id: 'admin',
    },
  ],
};

/** `GET /servers/{id}/os-instance-actions/{request_id}` at 2.79 as the owner sees it. */
export const INSTANCE_ACTION_STOP: NovaInstanceActionResponse = {
  instanceAction: {
    action: 'stop',
    instance_uuid: SERVER_ID,
    message: null,
    project_id: '6f70656e737461636b20342065766572',
    request_id: STOP_REQUEST_ID,
    start_time: '2018-04-25T01:26:36.036697',
    updated_at: '2018-04-25T01:26:36.790544',
    user_id: 'admin',
    events: [
      {
        event: 'compute_stop_instance',
        start_time: '2018-04-25T01:26:36.539000',
        finish_time: '2018-04-25T01:26:36.790544',
        result: 'Success',
        hostId: '2091634baaccdc4c5a1d57069c833e402921df696b7f970791b12ec6',
      },
    ],
  },
};
