# Shared settings of the realstack scripts (sourced, not run).
# shellcheck shell=bash
# The scripts that source this file use these names.
# shellcheck disable=SC2034

REALSTACK_HOME=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REALSTACK_DIR=${REALSTACK_DIR:-/tmp/cloud-portal-realstack}
# One run's files (databases, logs, configuration, pids): recreated on every start.
RUN_DIR=$REALSTACK_DIR/run
ETC_DIR=$RUN_DIR/etc
LOG_DIR=$RUN_DIR/log
PID_DIR=$RUN_DIR/pids
# The databases right after migrations and bootstrap, restored by later starts.
SNAPSHOT_DIR=$REALSTACK_DIR/snapshot

REGION=${REALSTACK_REGION:-eu-west2}
HOST=127.0.0.1
# Local-only credentials of a throwaway cloud: every service listens on 127.0.0.1.
DB_USER=openstack
DB_PASSWORD=realstack-db
ADMIN_PASSWORD=realstack-admin
SERVICE_USER=realstack-service
SERVICE_PASSWORD=realstack-service
DEMO_PROJECT=portal-demo
DEMO_USER=portal-demo
DEMO_PASSWORD=portal-demo-password
DATABASES=(keystone glance placement nova_api nova_cell0 nova neutron cinder gnocchi)

# The services need Debian's interpreter, not whatever python3 comes first on PATH.
PYTHON=/usr/bin/python3

export REALSTACK_DIR RUN_DIR ETC_DIR LOG_DIR PID_DIR SNAPSHOT_DIR REGION HOST DB_USER DB_PASSWORD \
  ADMIN_PASSWORD SERVICE_USER SERVICE_PASSWORD DEMO_PROJECT DEMO_USER DEMO_PASSWORD

log() { printf '[realstack %5.1fs] %s\n' "$(elapsed)" "$*"; }
elapsed() { awk -v start="$REALSTACK_STARTED" -v now="$(date +%s.%N)" 'BEGIN { printf "%.1f", now - start }'; }
REALSTACK_STARTED=${REALSTACK_STARTED:-$(date +%s.%N)}
