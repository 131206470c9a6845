#!/usr/bin/env bash
# Installs the Debian packages of a small real OpenStack (Zed on bookworm): MariaDB, RabbitMQ,
# memcached, Keystone, Glance, Placement, Nova, Neutron, Cinder, Gnocchi and the official client.
# Nothing is started or enabled: start.sh runs every daemon itself.
#
# Usage: sudo tooling/realstack/install.sh
set -euo pipefail

how_to_provide_a_cloud() {
  cat >&2 <<'EOF'
realstack: cannot install OpenStack here: it needs root and apt-get (Debian 12 "bookworm").
Provide an existing OpenStack instead: the tests read its Keystone URL and a user from
$REALSTACK_DIR/cloud.json (default /tmp/cloud-portal-realstack/cloud.json):
  {"auth_url": "https://keystone.example.net:5000/v3", "username": "...", "password": "...",
   "project": "...", "user_domain": "Default", "project_domain": "Default", "region": "eu-west2"}
and verify.sh checks it with the official client given an openrc of the same user:
  OPENRC=/path/to/openrc tooling/realstack/verify.sh
EOF
  exit 2
}

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  how_to_provide_a_cloud
fi
if ! grep -qs 'VERSION_CODENAME=bookworm' /etc/os-release; then
  echo "realstack: this script is written for Debian 12 (bookworm), which ships OpenStack Zed." >&2
  how_to_provide_a_cloud
fi

# Every package the control plane needs. nova-compute and cinder-volume are left out on purpose:
# they pull qemu, libvirt, LVM, tgt and open-iscsi; start.sh runs both from python3-nova and
# python3-cinder with fake drivers instead.
PACKAGES=(
  mariadb-server rabbitmq-server memcached
  python3-pymysql python3-memcache python3-openstackclient python3-gnocchiclient
  uwsgi-core uwsgi-plugin-python3
  keystone
  glance-api
  placement-api
  nova-api nova-conductor nova-scheduler python3-nova
  neutron-server
  cinder-api cinder-scheduler python3-cinder
  gnocchi-api gnocchi-metricd
)

missing=()
for package in "${PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
  [ "$status" = installed ] || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "realstack: all ${#PACKAGES[@]} packages already installed"
  exit 0
fi

started=$(date +%s)
echo "realstack: installing ${#missing[@]} missing packages: ${missing[*]}"

# Keep every service from starting while it installs (there is no systemd here anyway, and the
# init scripts would start daemons with the packaged configuration).
policy=/usr/sbin/policy-rc.d
policy_backup=""
if [ -e "$policy" ]; then
  policy_backup=$(mktemp)
  cp -p "$policy" "$policy_backup"
fi
restore_policy() {
  if [ -n "$policy_backup" ]; then mv "$policy_backup" "$policy"; else rm -f "$policy"; fi
}
trap restore_policy EXIT
printf '#!/bin/sh\nexit 101\n' >"$policy"
chmod 755 "$policy"

export DEBIAN_FRONTEND=noninteractive
# dbconfig-common and the OpenStack packages' debconf questions (configure_db, configure_ksat,
# configure_rabbit, register-endpoint) all default to "no" when nobody is asked.
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
  -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold \
  "${missing[@]}"

echo "realstack: installed in $(($(date +%s) - started)) s"
