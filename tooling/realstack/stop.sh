#!/usr/bin/env bash
# Stops every daemon start.sh started, by process group (API workers and helpers included):
# TERM, then KILL after a grace period. Idempotent: nothing running, nothing to do.
#
# Usage: tooling/realstack/stop.sh
set -euo pipefail
REALSTACK_STARTED=$(date +%s.%N)
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
GRACE_SECONDS=${REALSTACK_STOP_GRACE:-15}

group_alive() { [ -n "$(pgrep -g "$1" 2>/dev/null)" ]; }

stop_groups() { # names... : TERM every group, wait for all, KILL what is left
  local name pid groups=()
  for name in "$@"; do
    [ -f "$PID_DIR/$name.pid" ] || continue
    pid=$(cat "$PID_DIR/$name.pid")
    # The pid is the group's leader (setsid): only a group that still exists is signalled.
    if group_alive "$pid"; then
      kill -TERM -- "-$pid" 2>/dev/null || true
      groups+=("$pid")
    fi
  done
  local deadline=$((SECONDS + GRACE_SECONDS))
  [ ${#groups[@]} -eq 0 ] || log "TERM sent to $*"
  for pid in "${groups[@]}"; do
    while group_alive "$pid" && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
    if group_alive "$pid"; then
      log "group $pid ($(ps -o comm= -p "$pid" 2>/dev/null || echo '?')) still up after ${GRACE_SECONDS} s: KILL"
      kill -KILL -- "-$pid" 2>/dev/null || true
    fi
  done
  for name in "$@"; do rm -f "$PID_DIR/$name.pid"; done
}

if ! compgen -G "$PID_DIR/*.pid" >/dev/null; then
  log "nothing running"
  exit 0
fi
# The OpenStack services first, then what they use (so that none logs a storm of reconnects).
stop_groups keystone placement gnocchi-api gnocchi-metricd glance-api nova-api nova-conductor \
  nova-scheduler nova-compute neutron-server cinder-api cinder-scheduler cinder-volume
stop_groups mariadb rabbitmq memcached
stop_groups epmd
# Anything else a newer start.sh recorded.
mapfile -t rest < <(compgen -G "$PID_DIR/*.pid" | xargs -r -n1 basename | sed 's/\.pid$//')
[ ${#rest[@]} -eq 0 ] || stop_groups "${rest[@]}"
log "stopped"
