// Official Nova samples the console tests read (../shared/openstack-samples/nova/os-remote-consoles/).
export { readSampleJson } from '../../testing/openstack-samples.ts';

const DIR = 'nova/os-remote-consoles';

/** 2.6+: `POST /servers/{id}/remote-consoles` for noVNC. */
export const REMOTE_CONSOLE_VNC_REQUEST = `${DIR}/v2.6/create-vnc-console-req.json`;
export const REMOTE_CONSOLE_VNC_RESPONSE = `${DIR}/v2.6/create-vnc-console-resp.json`;
/** 2.1–2.5: the `os-getVNCConsole` action. */
export const LEGACY_VNC_REQUEST = `${DIR}/get-vnc-console-post-req.json`;
export const LEGACY_VNC_RESPONSE = `${DIR}/get-vnc-console-post-resp.json`;
