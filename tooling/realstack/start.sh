#!/usr/bin/env bash
# Starts a small real OpenStack (Debian's Zed) on 127.0.0.1 for the tests: MariaDB, RabbitMQ,
# memcached, Keystone, Glance, Placement, Nova (fake driver), Neutron (ML2, every port bound),
# Cinder (fake volume driver) and Gnocchi, region eu-west2. Each daemon is a plain background
# process in its own process group (stop.sh stops them). Configuration, databases and logs live in
# $REALSTACK_DIR/run (default /tmp/cloud-portal-realstack/run), rebuilt on every start; the
# databases right after migrations and bootstrap are kept in $REALSTACK_DIR/snapshot and restored
# by later starts. Writes $REALSTACK_DIR/openrc and $REALSTACK_DIR/cloud.json for the tests.
#
# Usage: tooling/realstack/install.sh && tooling/realstack/start.sh
set -euo pipefail
REALSTACK_STARTED=$(date +%s.%N)
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

if [ "$(id -u)" -ne 0 ]; then
  echo "realstack: start.sh runs the services as root (MariaDB and RabbitMQ switch to their users)." >&2
  echo "realstack: without root, point the tests at an existing cloud (see install.sh's message)." >&2
  exit 2
fi
for command in keystone-manage glance-api placement-manage nova-api neutron-server cinder-api \
  gnocchi-upgrade mariadbd /usr/lib/rabbitmq/bin/rabbitmq-server memcached uwsgi_python3 openstack; do
  if ! command -v "$command" >/dev/null 2>&1; then
    echo "realstack: $command is missing: run tooling/realstack/install.sh first (as root)." >&2
    exit 2
  fi
done
if compgen -G "$PID_DIR/*.pid" >/dev/null; then
  for pid_file in "$PID_DIR"/*.pid; do
    if kill -0 "$(cat "$pid_file")" 2>/dev/null; then
      echo "realstack: already running ($(basename "$pid_file" .pid) and others); run stop.sh first." >&2
      exit 1
    fi
  done
fi

# Another cloud (or a realstack of another REALSTACK_DIR) on these ports would answer in its place.
for port in 3306 4369 5672 11211 5000 9292 8778 8774 9696 8776 8041; do
  if (exec 3<>"/dev/tcp/$HOST/$port") 2>/dev/null; then
    echo "realstack: port $port on $HOST is in use; stop what listens there (ss -ltnp 'sport = :$port')." >&2
    exit 1
  fi
done

rm -rf "$RUN_DIR"
# Whatever fails, nothing is left running.
stop_on_failure() {
  local status=$?
  if [ $status -ne 0 ]; then
    log "start failed (exit $status): stopping what was started"
    "$REALSTACK_HOME/stop.sh"
  fi
}
trap stop_on_failure EXIT
mkdir -p "$ETC_DIR" "$LOG_DIR" "$PID_DIR" "$RUN_DIR"/{glance/images,glance/staging,glance/tasks,nova,neutron,cinder,rabbitmq,python} \
  "$RUN_DIR"/lock/{glance,nova,neutron,cinder}

# --- configuration -------------------------------------------------------------------------------

render() { # template → file, ${NAME} from the environment (a missing name is an error)
  "$PYTHON" - "$REALSTACK_HOME/templates/$1" "$2" <<'PY'
import os, string, sys
text = open(sys.argv[1]).read()
open(sys.argv[2], "w").write(string.Template(text).substitute(os.environ))
PY
}
AUTHTOKEN=$(render authtoken-section.conf /dev/stdout)
SERVICE_AUTH=$(render service-auth-options.conf /dev/stdout)
export AUTHTOKEN SERVICE_AUTH
NOVA_COMMON=$(render nova-common.conf /dev/stdout)
export NOVA_COMMON
mkdir -p "$ETC_DIR"/{keystone,glance,placement,nova,neutron,cinder,gnocchi}
render my.cnf "$ETC_DIR/my.cnf"
render keystone.conf "$ETC_DIR/keystone/keystone.conf"
render glance-api.conf "$ETC_DIR/glance/glance-api.conf"
render placement.conf "$ETC_DIR/placement/placement.conf"
render nova.conf "$ETC_DIR/nova/nova.conf"
render nova-compute.conf "$ETC_DIR/nova/nova-compute.conf"
render neutron.conf "$ETC_DIR/neutron/neutron.conf"
render ml2_conf.ini "$ETC_DIR/neutron/ml2_conf.ini"
render cinder.conf "$ETC_DIR/cinder/cinder.conf"
render gnocchi.conf "$ETC_DIR/gnocchi/gnocchi.conf"
# Gnocchi's auth_token filter reads "the gnocchi project's" configuration: point it at ours.
sed "s|^oslo_config_project = gnocchi|oslo_config_project = gnocchi\noslo_config_file = $ETC_DIR/gnocchi/gnocchi.conf|" \
  /etc/gnocchi/api-paste.ini >"$ETC_DIR/gnocchi/api-paste.ini"
sed -i "s|^paste_config = .*|paste_config = $ETC_DIR/gnocchi/api-paste.ini|" "$ETC_DIR/gnocchi/gnocchi.conf"

# Fernet keys: 32 random bytes, URL-safe base64, one file per key (what keystone-manage makes).
for repository in fernet-keys credential-keys; do
  mkdir -p "$ETC_DIR/keystone/$repository"
  for index in 0 1; do
    "$PYTHON" -c 'import base64, os; print(base64.urlsafe_b64encode(os.urandom(32)).decode(), end="")' \
      >"$ETC_DIR/keystone/$repository/$index"
  done
  chmod 700 "$ETC_DIR/keystone/$repository"
done

# The ML2 mechanism driver, registered by an entry point in a dist-info beside it.
cp "$REALSTACK_HOME/python/realstack_mechanism.py" "$RUN_DIR/python/"
mkdir -p "$RUN_DIR/python/realstack_mechanism-1.0.dist-info"
printf 'Metadata-Version: 2.1\nName: realstack-mechanism\nVersion: 1.0\n' \
  >"$RUN_DIR/python/realstack_mechanism-1.0.dist-info/METADATA"
printf '[neutron.ml2.mechanism_drivers]\nrealstack_bind_all = realstack_mechanism:BindAllMechanismDriver\n' \
  >"$RUN_DIR/python/realstack_mechanism-1.0.dist-info/entry_points.txt"

# --- processes -----------------------------------------------------------------------------------

# Runs a daemon in its own session and process group (pgid = pid), output in log/<name>.log.
launch() {
  local name=$1
  shift
  setsid "$@" >>"$LOG_DIR/$name.log" 2>&1 </dev/null &
  echo $! >"$PID_DIR/$name.pid"
}

wait_for() { # name, seconds, command...
  local name=$1 limit=$2
  shift 2
  local deadline=$((SECONDS + limit))
  until "$@" >/dev/null 2>&1; do
    local gone=0
    if [ -f "$PID_DIR/$name.pid" ] && ! kill -0 "$(cat "$PID_DIR/$name.pid")" 2>/dev/null; then gone=1; fi
    if [ $gone -eq 1 ] || [ $SECONDS -ge $deadline ]; then
      [ $gone -eq 0 ] || log "$name exited"
      log "$name did not come up within $limit s; last lines of its log:"
      tail -n 30 "$LOG_DIR/$name.log" 2>/dev/null || true
      exit 1
    fi
    sleep 0.3
  done
  log "$name answers"
}

http_answers() { curl -s -o /dev/null -m 2 "$1"; }

uwsgi_app() { # name, port, uwsgi arguments...
  local name=$1 port=$2
  shift 2
  # http-socket plus "Connection: close": python-requests otherwise gets "connection reset" on
  # reused connections, and http11-socket lets idle keep-alive clients pin every thread.
  launch "$name" uwsgi_python3 --http-socket "$HOST:$port" --master --processes 1 --threads 8 \
    --add-header 'Connection: close' --die-on-term --need-app --buffer-size 65535 \
    --hook-master-start 'unix_signal:15 gracefully_kill_them_all' "$@"
}

mysql_ready() { mariadb-admin --defaults-file="$ETC_DIR/my.cnf" ping; }

start_mariadb() {
  mkdir -p "$RUN_DIR/mysqld"
  chown -R mysql:mysql "$RUN_DIR/mysql" "$RUN_DIR/mysqld"
  launch mariadb mariadbd --defaults-file="$ETC_DIR/my.cnf"
  wait_for mariadb 60 mysql_ready
}

# --- snapshot of the databases after migrations and bootstrap -------------------------------------

snapshot_key=$(
  {
    cat "$REALSTACK_HOME"/lib.sh "$REALSTACK_HOME"/templates/*
    dpkg-query -W keystone python3-keystone python3-glance python3-placement python3-nova \
      python3-neutron python3-cinder python3-gnocchi mariadb-server
  } | sha256sum | cut -c1-16
)
# The paths in the snapshot's cell mappings and the configuration must match: key on the folder.
snapshot_key="$snapshot_key-$(printf %s "$RUN_DIR" | sha256sum | cut -c1-8)"

# RabbitMQ (its own epmd first, so that epmd is ours to stop too), memcached.
chown rabbitmq:rabbitmq "$RUN_DIR/rabbitmq"
launch epmd setpriv --reuid rabbitmq --regid rabbitmq --init-groups epmd -address 127.0.0.1
launch rabbitmq env HOME=/var/lib/rabbitmq RABBITMQ_NODENAME=rabbit@localhost \
  RABBITMQ_NODE_IP_ADDRESS=127.0.0.1 RABBITMQ_MNESIA_BASE="$RUN_DIR/rabbitmq/mnesia" \
  RABBITMQ_LOG_BASE="$RUN_DIR/rabbitmq/log" RABBITMQ_PID_FILE="$RUN_DIR/rabbitmq/pid" \
  RABBITMQ_LOGS=- \
  setpriv --reuid rabbitmq --regid rabbitmq --init-groups /usr/lib/rabbitmq/bin/rabbitmq-server
launch memcached memcached -u memcache -l "$HOST" -p 11211 -m 64

fresh=0
if [ -f "$SNAPSHOT_DIR/key" ] && [ "$(cat "$SNAPSHOT_DIR/key")" = "$snapshot_key" ]; then
  cp -a "$SNAPSHOT_DIR/mysql" "$RUN_DIR/mysql"
  cp -a "$SNAPSHOT_DIR/gnocchi" "$RUN_DIR/gnocchi"
  log "restored the databases of $SNAPSHOT_DIR"
  start_mariadb
else
  fresh=1
  log "no snapshot for this configuration: creating the databases (once, ~1-2 min)"
  mariadb-install-db --defaults-file="$ETC_DIR/my.cnf" --auth-root-authentication-method=socket \
    --skip-test-db >"$LOG_DIR/mariadb-install.log" 2>&1
  start_mariadb
  {
    for database in "${DATABASES[@]}"; do echo "CREATE DATABASE IF NOT EXISTS $database;"; done
    echo "CREATE USER IF NOT EXISTS '$DB_USER'@'127.0.0.1' IDENTIFIED BY '$DB_PASSWORD';"
    echo "CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';"
    echo "GRANT ALL PRIVILEGES ON *.* TO '$DB_USER'@'127.0.0.1';"
    echo "GRANT ALL PRIVILEGES ON *.* TO '$DB_USER'@'localhost';"
  } | mariadb --defaults-file="$ETC_DIR/my.cnf"

  migrations=()
  migrate() { # name, command... (in the background, output in log/migrate-<name>.log)
    local name=$1
    shift
    ("$@" >"$LOG_DIR/migrate-$name.log" 2>&1 || { echo "realstack: migration $name failed, see $LOG_DIR/migrate-$name.log" >&2; exit 1; }) &
    migrations+=($!)
  }
  nova_manage() { nova-manage --config-file "$ETC_DIR/nova/nova.conf" "$@"; }
  db_url() { echo "mysql+pymysql://$DB_USER:$DB_PASSWORD@$HOST/$1?charset=utf8"; }
  migrate keystone bash -c "keystone-manage --config-file '$ETC_DIR/keystone/keystone.conf' db_sync &&
    keystone-manage --config-file '$ETC_DIR/keystone/keystone.conf' bootstrap \
      --bootstrap-password '$ADMIN_PASSWORD' --bootstrap-region-id '$REGION' \
      --bootstrap-admin-url http://$HOST:5000/v3 --bootstrap-internal-url http://$HOST:5000/v3 \
      --bootstrap-public-url http://$HOST:5000/v3"
  migrate glance glance-manage --config-file "$ETC_DIR/glance/glance-api.conf" db_sync
  migrate placement placement-manage --config-file "$ETC_DIR/placement/placement.conf" db sync
  migrate nova bash -c "$(declare -f nova_manage db_url); set -e
    nova_manage api_db sync
    nova_manage cell_v2 map_cell0 --database_connection '$(db_url nova_cell0)'
    nova_manage cell_v2 create_cell --name cell1
    nova_manage db sync"
  migrate neutron neutron-db-manage --config-file "$ETC_DIR/neutron/neutron.conf" \
    --config-file "$ETC_DIR/neutron/ml2_conf.ini" upgrade heads
  migrate cinder cinder-manage --config-file "$ETC_DIR/cinder/cinder.conf" db sync
  migrate gnocchi gnocchi-upgrade --config-file "$ETC_DIR/gnocchi/gnocchi.conf"
  failed=0
  for job in "${migrations[@]}"; do wait "$job" || failed=1; done
  [ $failed -eq 0 ] || exit 1
  log "migrations and bootstrap done"
  # Snapshot with MariaDB stopped cleanly, then go on with the same files.
  mariadb-admin --defaults-file="$ETC_DIR/my.cnf" shutdown
  wait "$(cat "$PID_DIR/mariadb.pid")" 2>/dev/null || true
  rm -rf "$SNAPSHOT_DIR.tmp" "$SNAPSHOT_DIR"
  mkdir -p "$SNAPSHOT_DIR.tmp"
  cp -a "$RUN_DIR/mysql" "$RUN_DIR/gnocchi" "$SNAPSHOT_DIR.tmp/"
  echo "$snapshot_key" >"$SNAPSHOT_DIR.tmp/key"
  mv "$SNAPSHOT_DIR.tmp" "$SNAPSHOT_DIR"
  log "saved the databases to $SNAPSHOT_DIR ($(du -sh "$SNAPSHOT_DIR" | cut -f1))"
  start_mariadb
fi

# --- OpenStack services --------------------------------------------------------------------------

OS_KEYSTONE_CONFIG_DIR="$ETC_DIR/keystone" OS_KEYSTONE_CONFIG_FILES=keystone.conf \
  uwsgi_app keystone 5000 --wsgi-file /usr/bin/keystone-wsgi-public
OS_PLACEMENT_CONFIG_DIR="$ETC_DIR/placement" \
  uwsgi_app placement 8778 --wsgi-file /usr/bin/placement-api
uwsgi_app gnocchi-api 8041 --module gnocchi.rest.wsgi \
  --pyargv "--config-file $ETC_DIR/gnocchi/gnocchi.conf"
launch gnocchi-metricd gnocchi-metricd --config-file "$ETC_DIR/gnocchi/gnocchi.conf"
launch glance-api glance-api --config-file "$ETC_DIR/glance/glance-api.conf"
# nova-api under eventlet, not uwsgi: with threads > 1, RPC calls such as the VNC console time out.
launch nova-api nova-api --config-file "$ETC_DIR/nova/nova.conf"
launch neutron-server env PYTHONPATH="$RUN_DIR/python" neutron-server \
  --config-file "$ETC_DIR/neutron/neutron.conf" --config-file "$ETC_DIR/neutron/ml2_conf.ini"
launch cinder-api cinder-api --config-file "$ETC_DIR/cinder/cinder.conf"
log "launched the API services"

wait_for keystone 90 http_answers "http://$HOST:5000/v3"
"$PYTHON" "$REALSTACK_HOME/python/seed.py" identity
log "seeded the catalog, the service user and the demo project and user"
# These check their service credentials when they start (nova-conductor exits on a 401): after
# the service user exists.
launch nova-conductor nova-conductor --config-file "$ETC_DIR/nova/nova.conf"
launch nova-scheduler nova-scheduler --config-file "$ETC_DIR/nova/nova.conf"
# nova-compute from python3-nova: the nova-compute package would pull qemu, libvirt, open-iscsi.
launch nova-compute "$PYTHON" -c 'import sys; from nova.cmd.compute import main; sys.argv[0] = "nova-compute"; sys.exit(main())' \
  --config-file "$ETC_DIR/nova/nova-compute.conf"
launch cinder-scheduler cinder-scheduler --config-file "$ETC_DIR/cinder/cinder.conf"
# cinder-volume from python3-cinder: the cinder-volume package would pull LVM, tgt, open-iscsi.
launch cinder-volume "$PYTHON" -c 'import sys; from cinder.cmd.volume import main; sys.argv[0] = "cinder-volume"; sys.exit(main())' \
  --config-file "$ETC_DIR/cinder/cinder.conf"
log "launched the other services"

wait_for rabbitmq 90 bash -c "exec 3<>/dev/tcp/$HOST/5672"
wait_for glance-api 90 http_answers "http://$HOST:9292/"
wait_for placement 90 http_answers "http://$HOST:8778/"
wait_for nova-api 90 http_answers "http://$HOST:8774/"
wait_for neutron-server 90 http_answers "http://$HOST:9696/"
wait_for cinder-api 90 http_answers "http://$HOST:8776/"
wait_for gnocchi-api 90 http_answers "http://$HOST:8041/"
"$PYTHON" "$REALSTACK_HOME/python/seed.py" resources
log "seeded flavors, image and the public network"

# The scheduler maps the compute host into cell1 every 5 s; until then a server would go to ERROR.
host_mapped() {
  [ "$(mariadb --defaults-file="$ETC_DIR/my.cnf" -N -e 'SELECT COUNT(*) FROM nova_api.host_mappings')" -gt 0 ]
}
wait_for nova-compute 90 host_mapped
cinder_volume_up() {
  [ "$(mariadb --defaults-file="$ETC_DIR/my.cnf" -N -e "SELECT COUNT(*) FROM cinder.services WHERE topic = 'cinder-volume' AND updated_at IS NOT NULL")" -gt 0 ]
}
wait_for cinder-volume 90 cinder_volume_up
# cinder-volume's first capability report and cinder-scheduler's request for one can both be lost
# when the two start together; until a report arrives (60-120 s) a new volume goes to error.
if ! "$PYTHON" "$REALSTACK_HOME/python/volume_pools.py" 60 2>"$LOG_DIR/volume-pools.log"; then
  log "cinder-scheduler knows no volume pool; last lines:"
  tail -n 30 "$LOG_DIR/volume-pools.log"
  exit 1
fi

"$REALSTACK_HOME/status.sh" memory
log "ready$([ $fresh -eq 1 ] && echo ' (first start: databases created and saved)'): source $REALSTACK_DIR/openrc, or read $REALSTACK_DIR/cloud.json"
