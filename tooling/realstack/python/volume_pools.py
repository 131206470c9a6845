"""Waits until Cinder's scheduler knows the fake backend's pool, so a volume create can be placed.

    volume_pools.py SECONDS

cinder-volume publishes its capabilities once when its driver is ready, and cinder-scheduler asks
for them once when its RPC server starts. Both are fanout casts: when the two daemons start in the
same second, each message can go out before the other side consumes its queue, and both are lost.
The next report is the periodic task's, 60-120 s later; a volume created meanwhile goes to
`error` ("No valid backend was found"), which is how a conformance run failed. So: ask the
scheduler for its pools; while it has none, ask cinder-volume to publish again (the cast the
scheduler makes at its start), every 3 s, until SECONDS have passed (exit 1).

Settings come from the environment that lib.sh exports.
"""

import os
import sys
import time

from seed import ENV, admin_token, call

CINDER = f"http://{ENV['HOST']}:8776/v3"
CINDER_CONF = os.path.join(ENV["ETC_DIR"], "cinder", "cinder.conf")


def admin_project_id(token):
    # The admin token is scoped to the admin project; Cinder's URLs carry its id.
    body, _ = call("GET", f"http://{ENV['HOST']}:5000/v3/auth/tokens", token,
                   headers={"X-Subject-Token": token})
    return body["token"]["project"]["id"]


def pools(token, project_id):
    body, _ = call("GET", f"{CINDER}/{project_id}/scheduler-stats/get_pools", token)
    return body.get("pools", [])


def ask_volume_service_to_publish():
    # Cinder's own RPC client (the scheduler's request_service_capabilities), imported only
    # when needed: loading Cinder takes a second or two.
    from oslo_config import cfg
    from cinder import context, objects, rpc
    from cinder.volume import rpcapi

    if not getattr(ask_volume_service_to_publish, "ready", False):
        objects.register_all()
        cfg.CONF(["--config-file", CINDER_CONF], project="cinder")
        rpc.init(cfg.CONF)
        ask_volume_service_to_publish.ready = True
    rpcapi.VolumeAPI().publish_service_capabilities(context.get_admin_context())


def main(limit):
    deadline = time.monotonic() + limit
    token = admin_token()
    project_id = admin_project_id(token)
    asked = 0
    while True:
        found = pools(token, project_id)
        if found:
            names = ", ".join(pool["name"] for pool in found)
            print(f"volume pools known to the scheduler: {names} (asked cinder-volume {asked}x)",
                  flush=True)
            return 0
        if time.monotonic() >= deadline:
            print(f"the scheduler knows no volume pool after {limit} s", file=sys.stderr)
            return 1
        ask_volume_service_to_publish()
        asked += 1
        time.sleep(3)


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
