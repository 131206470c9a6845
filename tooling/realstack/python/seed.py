"""Seeds the realstack cloud over its REST APIs (one process: the openstack CLI costs ~2 s a call).

    seed.py identity   service project + user, catalog, demo project + user; writes openrc/cloud.json
    seed.py resources  flavors (the sandbox's SEED_FLAVORS), a small public image, a shared
                       external network with IPv4 and IPv6 subnets

Every step is idempotent: what exists is left as it is. Settings come from the environment that
lib.sh exports.
"""

import json
import os
import sys
import time
import urllib.error
import urllib.request

ENV = os.environ
HOST = ENV["HOST"]
REGION = ENV["REGION"]
KEYSTONE = f"http://{HOST}:5000/v3"

# The catalog: service type, name, public URL ({project_id} as Keystone substitutes it).
SERVICES = [
    ("compute", "nova", f"http://{HOST}:8774/v2.1"),
    ("placement", "placement", f"http://{HOST}:8778"),
    ("image", "glance", f"http://{HOST}:9292"),
    ("network", "neutron", f"http://{HOST}:9696"),
    ("volumev3", "cinderv3", f"http://{HOST}:8776/v3/%(project_id)s"),
    ("block-storage", "cinder", f"http://{HOST}:8776/v3/%(project_id)s"),
    ("metric", "gnocchi", f"http://{HOST}:8041"),
]

# apps/sandbox/src/cloud/compute/seed.ts SEED_FLAVORS: id, vCPUs, RAM MB, disk GB, description.
FLAVORS = [
    ("bst.1c1g", 1, 1024, 15, "Burstable 1 vCPU / 1 GB"),
    ("bst.1c2g", 1, 2048, 25, "Burstable 1 vCPU / 2 GB"),
    ("std.2c4g", 2, 4096, 50, "Standard 2 vCPU / 4 GB"),
    ("std.4c8g", 4, 8192, 100, "Standard 4 vCPU / 8 GB"),
    ("hfs.2c4g", 2, 4096, 60, "High frequency 2 vCPU / 4 GB"),
    ("hfs.4c8g", 4, 8192, 120, "High frequency 4 vCPU / 8 GB"),
    ("hfp.2c2g", 2, 2048, 40, "High frequency promo 2 vCPU / 2 GB"),
    ("hfp.4c4g", 4, 4096, 80, "High frequency promo 4 vCPU / 4 GB"),
    ("hfd.4c16g", 4, 16384, 160, "Dedicated high frequency 4 vCPU / 16 GB"),
    ("hfd.8c32g", 8, 32768, 320, "Dedicated high frequency 8 vCPU / 32 GB"),
    ("hl.16c64g", 16, 65536, 640, "Highload 16 vCPU / 64 GB"),
    ("hl.32c128g", 32, 131072, 1280, "Highload 32 vCPU / 128 GB"),
    ("bm.e2388g", 16, 65536, 960, "Bare metal Xeon E-2388G / 64 GB"),
    ("bm.epyc7443p", 48, 262144, 3840, "Bare metal EPYC 7443P / 256 GB"),
]

IMAGE_NAME = "debian-12"


class HttpError(Exception):
    def __init__(self, status, method, url, body):
        super().__init__(f"{method} {url} -> {status}: {body[:300]}")
        self.status = status


def call(method, url, token=None, body=None, headers=None, raw=None):
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    request = urllib.request.Request(url, data=data, method=method)
    request.add_header("Accept", "application/json")
    if body is not None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("X-Auth-Token", token)
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            text = response.read().decode() or "null"
            return json.loads(text) if text.strip()[:1] in "{[" else text, response.headers
    except urllib.error.HTTPError as error:
        raise HttpError(error.code, method, url, error.read().decode(errors="replace")) from None


def admin_token():
    body = {
        "auth": {
            "identity": {
                "methods": ["password"],
                "password": {
                    "user": {
                        "name": "admin",
                        "domain": {"id": "default"},
                        "password": ENV["ADMIN_PASSWORD"],
                    }
                },
            },
            "scope": {"project": {"name": "admin", "domain": {"id": "default"}}},
        }
    }
    _, headers = call("POST", f"{KEYSTONE}/auth/tokens", body=body)
    return headers["X-Subject-Token"]


def find_or_create(token, collection, key, match, create_body):
    found, _ = call("GET", f"{KEYSTONE}/{collection}?{match}", token)
    if found[collection]:
        return found[collection][0]["id"]
    created, _ = call("POST", f"{KEYSTONE}/{collection}", token, {key: create_body})
    return created[key]["id"]


def role_id(token, name):
    roles, _ = call("GET", f"{KEYSTONE}/roles?name={name}", token)
    return roles["roles"][0]["id"]


def seed_identity():
    token = admin_token()
    admin_role = role_id(token, "admin")
    member_role = role_id(token, "member")

    service_project = find_or_create(
        token, "projects", "project", "name=service",
        {"name": "service", "domain_id": "default", "description": "OpenStack services"},
    )
    service_user = find_or_create(
        token, "users", "user", f"name={ENV['SERVICE_USER']}",
        {"name": ENV["SERVICE_USER"], "domain_id": "default", "password": ENV["SERVICE_PASSWORD"]},
    )
    call("PUT", f"{KEYSTONE}/projects/{service_project}/users/{service_user}/roles/{admin_role}", token)
    # Nova's and Cinder's service-to-service calls also check for the service role.
    try:
        service_role = role_id(token, "service")
    except IndexError:
        created, _ = call("POST", f"{KEYSTONE}/roles", token, {"role": {"name": "service"}})
        service_role = created["role"]["id"]
    call("PUT", f"{KEYSTONE}/projects/{service_project}/users/{service_user}/roles/{service_role}", token)

    services, _ = call("GET", f"{KEYSTONE}/services", token)
    endpoints, _ = call("GET", f"{KEYSTONE}/endpoints", token)
    by_type = {service["type"]: service["id"] for service in services["services"]}
    for service_type, name, url in SERVICES:
        service_id = by_type.get(service_type)
        if service_id is None:
            created, _ = call(
                "POST", f"{KEYSTONE}/services", token,
                {"service": {"type": service_type, "name": name, "enabled": True}},
            )
            service_id = created["service"]["id"]
        present = {
            endpoint["interface"]
            for endpoint in endpoints["endpoints"]
            if endpoint["service_id"] == service_id
        }
        for interface in ("public", "internal", "admin"):
            if interface not in present:
                call(
                    "POST", f"{KEYSTONE}/endpoints", token,
                    {"endpoint": {"service_id": service_id, "interface": interface,
                                  "url": url, "region_id": REGION, "enabled": True}},
                )

    demo_project = find_or_create(
        token, "projects", "project", f"name={ENV['DEMO_PROJECT']}",
        {"name": ENV["DEMO_PROJECT"], "domain_id": "default", "description": "Cloud Portal tests"},
    )
    demo_user = find_or_create(
        token, "users", "user", f"name={ENV['DEMO_USER']}",
        {"name": ENV["DEMO_USER"], "domain_id": "default", "password": ENV["DEMO_PASSWORD"],
         "default_project_id": demo_project},
    )
    call("PUT", f"{KEYSTONE}/projects/{demo_project}/users/{demo_user}/roles/{member_role}", token)
    write_client_files(demo_project)


def write_client_files(demo_project):
    run_dir = ENV["REALSTACK_DIR"]
    cloud = {
        "auth_url": KEYSTONE,
        "username": ENV["DEMO_USER"],
        "password": ENV["DEMO_PASSWORD"],
        "project": ENV["DEMO_PROJECT"],
        "project_id": demo_project,
        "user_domain": "Default",
        "project_domain": "Default",
        "region": REGION,
        "admin": {"username": "admin", "password": ENV["ADMIN_PASSWORD"], "project": "admin"},
    }
    with open(os.path.join(run_dir, "cloud.json"), "w") as file:
        json.dump(cloud, file, indent=2)
        file.write("\n")
    openrc = {
        "OS_AUTH_URL": KEYSTONE,
        "OS_IDENTITY_API_VERSION": "3",
        "OS_USERNAME": ENV["DEMO_USER"],
        "OS_PASSWORD": ENV["DEMO_PASSWORD"],
        "OS_PROJECT_NAME": ENV["DEMO_PROJECT"],
        "OS_USER_DOMAIN_NAME": "Default",
        "OS_PROJECT_DOMAIN_NAME": "Default",
        "OS_REGION_NAME": REGION,
        "OS_INTERFACE": "public",
    }
    with open(os.path.join(run_dir, "openrc"), "w") as file:
        file.write("# The demo user of the realstack cloud: source this, then run `openstack ...`.\n")
        for name, value in openrc.items():
            file.write(f"export {name}={value}\n")
    with open(os.path.join(run_dir, "admin-openrc"), "w") as file:
        file.write("# The realstack cloud's admin: source this for admin-only commands.\n")
        for name, value in {**openrc, "OS_USERNAME": "admin",
                            "OS_PASSWORD": ENV["ADMIN_PASSWORD"],
                            "OS_PROJECT_NAME": "admin"}.items():
            file.write(f"export {name}={value}\n")


def seed_flavors(token):
    nova = f"http://{HOST}:8774/v2.1"
    headers = {"OpenStack-API-Version": "compute 2.55"}
    existing, _ = call("GET", f"{nova}/flavors?is_public=None", token, headers=headers)
    have = {flavor["id"] for flavor in existing["flavors"]}
    for flavor_id, vcpus, ram, disk, description in FLAVORS:
        if flavor_id in have:
            continue
        call(
            "POST", f"{nova}/flavors", token,
            {"flavor": {"id": flavor_id, "name": flavor_id, "vcpus": vcpus, "ram": ram,
                        "disk": disk, "description": description,
                        "os-flavor-access:is_public": True}},
            headers=headers,
        )


def seed_image(token):
    glance = f"http://{HOST}:9292/v2"
    found, _ = call("GET", f"{glance}/images?name={IMAGE_NAME}", token)
    if found["images"]:
        return
    image, _ = call(
        "POST", f"{glance}/images", token,
        {"name": IMAGE_NAME, "disk_format": "qcow2", "container_format": "bare",
         "visibility": "public", "min_disk": 10, "min_ram": 512,
         "os_distro": "debian", "os_version": "12"},
    )
    # Any small file serves: the fake compute driver never reads it.
    data = b"realstack image\n" * 4096
    call("PUT", f"{glance}/images/{image['id']}/file", token, raw=data,
         headers={"Content-Type": "application/octet-stream"})


def seed_network(token):
    neutron = f"http://{HOST}:9696/v2.0"
    found, _ = call("GET", f"{neutron}/networks?name=public", token)
    if found["networks"]:
        return
    network, _ = call(
        "POST", f"{neutron}/networks", token,
        {"network": {"name": "public", "shared": True, "router:external": True,
                     "provider:network_type": "flat", "provider:physical_network": "public"}},
    )
    network_id = network["network"]["id"]
    # Documentation prefixes (RFC 5737, RFC 3849): no packet ever leaves, there is no data plane.
    call("POST", f"{neutron}/subnets", token,
         {"subnet": {"name": "public-v4", "network_id": network_id, "ip_version": 4,
                     "cidr": "203.0.113.0/24", "gateway_ip": "203.0.113.1"}})
    call("POST", f"{neutron}/subnets", token,
         {"subnet": {"name": "public-v6", "network_id": network_id, "ip_version": 6,
                     "cidr": "2001:db8:113::/64", "ipv6_address_mode": "dhcpv6-stateful",
                     "ipv6_ra_mode": "dhcpv6-stateful"}})


def seed_resources():
    token = admin_token()
    steps = [("flavors", seed_flavors), ("image", seed_image), ("network", seed_network)]
    for name, step in steps:
        started = time.monotonic()
        step(token)
        print(f"seeded {name} in {time.monotonic() - started:.1f} s", flush=True)


if __name__ == "__main__":
    {"identity": seed_identity, "resources": seed_resources}[sys.argv[1]]()
