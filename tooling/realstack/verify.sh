#!/usr/bin/env bash
# Checks a running realstack cloud with the official client (python3-openstackclient), as the demo
# user: token, a server's life (ACTIVE, SHUTOFF, resize, confirm), a volume, networking (network,
# subnet, router, port, floating IP), images and Gnocchi. Cleans up what it made; prints timings.
#
# Usage: tooling/realstack/verify.sh   (after start.sh; any other cloud: set OPENRC=/path/to/openrc)
set -euo pipefail
REALSTACK_STARTED=$(date +%s.%N)
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# shellcheck disable=SC1090
source "${OPENRC:-$REALSTACK_DIR/openrc}"

suffix=$$
step_started=0
step() { step_started=$(date +%s.%N); printf '%-52s' "$1"; }
done_step() {
  awk -v start="$step_started" -v now="$(date +%s.%N)" -v note="${1:-}" \
    'BEGIN { printf "ok  %5.1f s  %s\n", now - start, note }'
}
os() { openstack "$@"; }
value() { openstack "$@" -f value; }

wait_status() { # command-to-show, wanted, limit seconds
  local show=$1 wanted=$2 limit=$3 status=""
  local deadline=$((SECONDS + limit))
  while [ $SECONDS -lt $deadline ]; do
    status=$(eval "$show")
    [ "$status" = "$wanted" ] && return 0
    if [ "$status" = ERROR ] || [ "$status" = error ]; then break; fi
    sleep 0.5
  done
  echo "FAILED: status $status, wanted $wanted" >&2
  return 1
}

cleanup() {
  set +e
  openstack server delete --wait "realstack-verify-$suffix" 2>/dev/null
  openstack floating ip list -f value -c ID --port "$port_id" 2>/dev/null | xargs -r openstack floating ip delete
  [ -n "${port_id:-}" ] && openstack port delete "$port_id" 2>/dev/null
  openstack router remove subnet "realstack-verify-$suffix" "realstack-verify-$suffix" 2>/dev/null
  openstack router delete "realstack-verify-$suffix" 2>/dev/null
  openstack network delete "realstack-verify-$suffix" 2>/dev/null
  openstack volume delete "realstack-verify-$suffix" 2>/dev/null
}
port_id=""
trap cleanup EXIT

step "token issue"
value token issue -c expires >/dev/null
done_step

step "image list"
images=$(value image list -c Name | tr '\n' ' ')
done_step "$images"

step "flavor list"
flavors=$(value flavor list -c Name | wc -l)
done_step "$flavors flavors"

step "server create -> ACTIVE"
os server create --flavor bst.1c1g --image debian-12 --network public \
  "realstack-verify-$suffix" -f value -c id >/dev/null
wait_status "openstack server show realstack-verify-$suffix -f value -c status" ACTIVE 120
done_step "$(value server show "realstack-verify-$suffix" -c addresses)"

step "server stop -> SHUTOFF"
os server stop "realstack-verify-$suffix"
wait_status "openstack server show realstack-verify-$suffix -f value -c status" SHUTOFF 60
done_step

step "server start -> ACTIVE"
os server start "realstack-verify-$suffix"
wait_status "openstack server show realstack-verify-$suffix -f value -c status" ACTIVE 60
done_step

step "server resize bst.1c2g -> VERIFY_RESIZE"
os server resize --flavor bst.1c2g "realstack-verify-$suffix"
wait_status "openstack server show realstack-verify-$suffix -f value -c status" VERIFY_RESIZE 120
done_step

step "server resize confirm -> ACTIVE"
os server resize confirm "realstack-verify-$suffix"
wait_status "openstack server show realstack-verify-$suffix -f value -c status" ACTIVE 60
done_step "flavor $(openstack server show "realstack-verify-$suffix" -f json -c flavor | tr -d '\n ' | cut -c1-60)"

step "volume create -> available"
os volume create --size 1 "realstack-verify-$suffix" -f value -c id >/dev/null
wait_status "openstack volume show realstack-verify-$suffix -f value -c status" available 60
done_step

step "network + subnet + router + port + floating IP"
os network create "realstack-verify-$suffix" -f value -c id >/dev/null
os subnet create --network "realstack-verify-$suffix" --subnet-range 10.42.0.0/24 \
  "realstack-verify-$suffix" -f value -c id >/dev/null
os router create "realstack-verify-$suffix" -f value -c id >/dev/null
os router set --external-gateway public "realstack-verify-$suffix"
os router add subnet "realstack-verify-$suffix" "realstack-verify-$suffix"
port_id=$(value port create --network "realstack-verify-$suffix" "realstack-verify-$suffix" -c id)
floating=$(value floating ip create --port "$port_id" public -c floating_ip_address)
done_step "floating IP $floating"

step "gnocchi resource list"
resources=$(openstack metric resource list -f value -c id | wc -l)
done_step "$resources resources"

step "server delete"
os server delete --wait "realstack-verify-$suffix"
done_step

log "all checks passed"
