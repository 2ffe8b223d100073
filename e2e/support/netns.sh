#!/bin/sh
# Runs a command inside a fresh, uniquely named network namespace that has only `lo` (127.0.0.1) and a veth
# pair whose end jv0 holds 127.0.0.2/32: Debian's janus (libnice) will not gather on loopback, so Janus gets
# 127.0.0.2 (ice_enforce_list=jv0) while the server and the browsers stay on 127.0.0.1 (shared/TESTING.md).
# The namespace is deleted whatever happens; the command's exit status is returned. Needs root (ip netns).
#   sh e2e/support/netns.sh <command> [args...]
set -eu
if [ "$#" -eq 0 ]; then
  echo "usage: netns.sh <command> [args...]" >&2
  exit 2
fi
if ! command -v ip >/dev/null 2>&1; then
  echo "netns.sh: the 'ip' command (iproute2) is missing" >&2
  exit 1
fi
name="chalk-$$-$(od -An -N3 -tx1 /dev/urandom | tr -d ' \n')"
cleanup() { ip netns del "$name" 2>/dev/null || true; }
trap cleanup EXIT
trap 'exit 130' INT TERM
if ! ip netns add "$name"; then
  echo "netns.sh: cannot create a network namespace (run as root)" >&2
  exit 1
fi
ip netns exec "$name" ip link set lo up
ip netns exec "$name" ip link add jv0 type veth peer name jv1
ip netns exec "$name" ip addr add 127.0.0.2/32 dev jv0
ip netns exec "$name" ip link set jv0 up
ip netns exec "$name" ip link set jv1 up
ip netns exec "$name" sysctl -qw net.ipv6.conf.jv0.disable_ipv6=1
ip netns exec "$name" sysctl -qw net.ipv6.conf.jv1.disable_ipv6=1
status=0
CHALKLINE_NETNS="$name" JANUS_ICE_ENFORCE_LIST="${JANUS_ICE_ENFORCE_LIST:-jv0}" \
  ip netns exec "$name" "$@" || status=$?
exit "$status"
