#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing (as root), or names them and stops.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v wg-quick >/dev/null 2>&1 || missing+=(wireguard-tools)
# The mesh tests: WireGuard in user space (these machines have no kernel module), nftables, iproute2, ping.
command -v wireguard-go >/dev/null 2>&1 || missing+=(wireguard-go)
command -v nft >/dev/null 2>&1 || missing+=(nftables)
command -v ip >/dev/null 2>&1 || missing+=(iproute2)
command -v ping >/dev/null 2>&1 || missing+=(iputils-ping)
# The names tests ask the agents' resolvers directly (NXDOMAIN, TCP, refusals) with dig.
command -v dig >/dev/null 2>&1 || missing+=(bind9-dnsutils)
# The first-contact test runs the join commands the console shows, which download the agent with curl.
command -v curl >/dev/null 2>&1 || missing+=(curl)
# The TLS tests make their own certificate authority with the openssl command line.
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
# An external broker for the API tests: Mosquitto with its dynamic-security plugin.
command -v mosquitto_ctrl >/dev/null 2>&1 || missing+=(mosquitto)
# The replica tests put a real load balancer in front of several servers: HAProxy.
command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need these Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing Debian packages for the tests: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
