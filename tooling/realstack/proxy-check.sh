#!/usr/bin/env bash
# Checks the sandbox's proxy mode against a running realstack cloud with curl: every service root
# through http://SANDBOX/cloud/REGION/..., a server created and deleted through it.
#
# Usage: SANDBOX_CLOUD_PROXY=eu-west2=http://127.0.0.1:5000/v3 PORT=8091 node apps/sandbox/src/main.ts &
#        tooling/realstack/proxy-check.sh http://127.0.0.1:8091
set -euo pipefail
REALSTACK_STARTED=$(date +%s.%N)
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
SANDBOX=${1:-http://127.0.0.1:8080}
BASE="$SANDBOX/cloud/$REGION"
read -r username password project < <("$PYTHON" -c '
import json, sys
cloud = json.load(open(sys.argv[1]))
print(cloud["username"], cloud["password"], cloud["project"])' "$REALSTACK_DIR/cloud.json")

check() { # label, expected status, curl arguments...
  local label=$1 expected=$2
  shift 2
  local status
  status=$(curl -s -o /tmp/realstack-proxy-body.json -w '%{http_code}' "$@")
  if [ "$status" != "$expected" ]; then
    echo "FAILED $label: $status (wanted $expected): $(head -c 400 /tmp/realstack-proxy-body.json)" >&2
    exit 1
  fi
  printf '%-44s %s  %s\n' "$label" "$status" "$(head -c 110 /tmp/realstack-proxy-body.json | tr '\n' ' ')"
}
json() { "$PYTHON" -c "import json, sys; data = json.load(open('/tmp/realstack-proxy-body.json')); print($1)"; }

auth=$(printf '{"auth":{"identity":{"methods":["password"],"password":{"user":{"name":"%s","domain":{"name":"Default"},"password":"%s"}}},"scope":{"project":{"name":"%s","domain":{"name":"Default"}}}}}' \
  "$username" "$password" "$project")
token=$(curl -s -D - -o /tmp/realstack-proxy-body.json -H 'Content-Type: application/json' \
  -d "$auth" "$BASE/identity/v3/auth/tokens" | awk 'tolower($1) == "x-subject-token:" { print $2 }' | tr -d '\r')
[ -n "$token" ] || { echo "FAILED: no token through $BASE/identity/v3" >&2; exit 1; }
project_id=$(json 'data["token"]["project"]["id"]')
echo "token issued through the proxy (project $project_id)"
H=(-H "X-Auth-Token: $token")

check "GET identity/v3/auth/tokens" 200 "${H[@]}" -H "X-Subject-Token: $token" "$BASE/identity/v3/auth/tokens"
check "GET compute/v2.1/flavors" 200 "${H[@]}" "$BASE/compute/v2.1/flavors"
check "GET compute/v2.1/servers?limit=1" 200 "${H[@]}" "$BASE/compute/v2.1/servers?limit=1"
check "GET network/v2.0/networks?name=public" 200 "${H[@]}" "$BASE/network/v2.0/networks?name=public"
network_id=$(json 'data["networks"][0]["id"]')
check "GET volume/v3/{project}/volumes/detail" 200 "${H[@]}" "$BASE/volume/v3/$project_id/volumes/detail"
check "GET image/v2/images" 200 "${H[@]}" "$BASE/image/v2/images"
image_id=$(json 'data["images"][0]["id"]')
check "GET metric/v1/resource/generic" 200 "${H[@]}" "$BASE/metric/v1/resource/generic"
check "GET placement/ (version document)" 200 "${H[@]}" "$BASE/placement/"
check "GET compute/v2.1/servers/nonexistent" 404 "${H[@]}" "$BASE/compute/v2.1/servers/nonexistent"
check "GET compute/v2.1/%2e%2e/x (refused)" 400 "${H[@]}" "$BASE/compute/v2.1/%2e%2e/x"
check "GET compute without a token" 401 "$BASE/compute/v2.1/servers"

started=$(date +%s.%N)
check "POST compute/v2.1/servers" 202 "${H[@]}" -H 'Content-Type: application/json' \
  -d "{\"server\":{\"name\":\"proxy-check-$$\",\"flavorRef\":\"bst.1c1g\",\"imageRef\":\"$image_id\",\"networks\":[{\"uuid\":\"$network_id\"}]}}" \
  "$BASE/compute/v2.1/servers"
server_id=$(json 'data["server"]["id"]')
status=""
for _ in $(seq 1 120); do
  curl -s -o /tmp/realstack-proxy-body.json "${H[@]}" "$BASE/compute/v2.1/servers/$server_id"
  status=$(json 'data["server"]["status"]')
  [ "$status" = BUILD ] || break
  sleep 0.5
done
[ "$status" = ACTIVE ] || { echo "FAILED: server $status" >&2; exit 1; }
awk -v s="$started" -v n="$(date +%s.%N)" 'BEGIN { printf "server ACTIVE through the proxy in %.1f s\n", n - s }'
check "DELETE compute/v2.1/servers/{id}" 204 "${H[@]}" -X DELETE "$BASE/compute/v2.1/servers/$server_id"
log "proxy checks passed"
