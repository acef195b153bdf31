#!/bin/bash
# A rolling update of the game store without losing a request (deploy/README.md "Updates"), as root:
#   deploy/rolling-update.sh [--ref main] [--no-build] [...]
# 1. Build: a new release folder APP/releases/<UTC stamp> (git clone of --repo at --ref, `npm ci`, `npm run build`,
#    as --user), then the APP/current link is switched to it (the units' WorkingDirectory); old releases beyond
#    --keep are removed. --no-build skips this step (restart the instances on what `current` already is).
# 2. For each instance (each `server 127.0.0.1:PORT` line of the nginx --site, or --ports): add `down` to its line,
#    reload nginx, wait --settle seconds for requests in flight, restart it (--restart, `{port}` replaced), wait until
#    it answers GET /api/health/ready on 127.0.0.1:PORT, remove `down`, reload nginx, next. The worker is restarted
#    last (--restart-worker). A step that fails stops the update there: the instance being updated stays `down` (the
#    others serve), and the message says what to do.
set -euo pipefail

APP=/opt/game-store
REPO=""
REF=""
RUN_AS=game-store
KEEP=3
BUILD=1
SITE=/etc/nginx/sites-available/game-store
RELOAD="nginx -t -q && nginx -s reload"
RESTART="systemctl restart game-store@{port}"
RESTART_WORKER="systemctl restart game-store-worker"
PORTS=""
SETTLE=3
READY_TIMEOUT=120

usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; cat <<'USAGE'
options: --app-dir DIR (/opt/game-store)  --repo URL (current release's origin)  --ref BRANCH|TAG
         --user NAME (game-store)  --keep N (3)  --no-build  --site FILE (/etc/nginx/sites-available/game-store)
         --reload CMD ("nginx -t -q && nginx -s reload")  --restart CMD ("systemctl restart game-store@{port}")
         --restart-worker CMD ("systemctl restart game-store-worker"; "" to skip)  --ports 3001,3002
         --settle SECONDS (3)  --ready-timeout SECONDS (120)
USAGE
}

while [ $# -gt 0 ]; do
  case "$1" in
    --app-dir) APP=$2; shift ;;
    --repo) REPO=$2; shift ;;
    --ref) REF=$2; shift ;;
    --user) RUN_AS=$2; shift ;;
    --keep) KEEP=$2; shift ;;
    --no-build) BUILD=0 ;;
    --site) SITE=$2; shift ;;
    --reload) RELOAD=$2; shift ;;
    --restart) RESTART=$2; shift ;;
    --restart-worker) RESTART_WORKER=$2; shift ;;
    --ports) PORTS=$2; shift ;;
    --settle) SETTLE=$2; shift ;;
    --ready-timeout) READY_TIMEOUT=$2; shift ;;
    -h | --help) usage; exit 0 ;;
    *) echo "unknown option: $1 (--help lists them)" >&2; exit 2 ;;
  esac
  shift
done

say() { echo "• $(date -u +%H:%M:%S) $*"; }
fail() { echo "✖ $*" >&2; exit 1; }
as_user() { if [ "$(id -u)" = 0 ] && [ "$RUN_AS" != root ]; then runuser -u "$RUN_AS" -- "$@"; else "$@"; fi; }

build_release() {
  local stamp release
  stamp=$(date -u +%Y%m%dT%H%M%SZ)
  release="$APP/releases/$stamp"
  [ -n "$REPO" ] || REPO=$(git -C "$APP/current" remote get-url origin) ||
    fail "no --repo given and $APP/current has no git origin"
  mkdir -p "$APP/releases"
  chown "$RUN_AS:" "$APP/releases" 2>/dev/null || true
  say "building $release from $REPO${REF:+ at $REF}"
  as_user git clone --quiet --depth 1 ${REF:+--branch "$REF"} "$REPO" "$release"
  (cd "$release" && as_user npm ci --no-audit --no-fund --loglevel=error &&
    as_user env NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 npm run --silent build) ||
    fail "the build of $release failed: nothing was switched or restarted ($release left for a look)"
  ln -sfn "$release" "$APP/current.next"
  mv -T "$APP/current.next" "$APP/current"
  say "current -> $release"
  # Old releases beyond --keep (never the one in service).
  ls -1d "$APP"/releases/*/ 2>/dev/null | sed 's#/$##' | sort | head -n "-$KEEP" | while read -r old; do
    [ "$(readlink -f "$APP/current")" = "$(readlink -f "$old")" ] || rm -rf "$old"
  done
}

# The server line of a port, `down` added or removed (the rest of the line as it was).
mark() {
  local port=$1 state=$2
  grep -Eq "^[[:space:]]*server[[:space:]]+127\.0\.0\.1:$port([[:space:];])" "$SITE" ||
    fail "no 'server 127.0.0.1:$port' line in $SITE"
  local unmark="s/[[:space:]]+down([[:space:]]*;)/\1/"
  if [ "$state" = down ]; then
    sed -i -E "/^[[:space:]]*server[[:space:]]+127\.0\.0\.1:$port([[:space:];])/{ $unmark; s/;/ down;/; }" "$SITE"
  else
    sed -i -E "/^[[:space:]]*server[[:space:]]+127\.0\.0\.1:$port([[:space:];])/{ $unmark; }" "$SITE"
  fi
}

reload_nginx() { bash -c "$RELOAD" || fail "nginx reload failed ($RELOAD): see $SITE"; }

wait_ready() {
  local port=$1 deadline=$((SECONDS + READY_TIMEOUT))
  until curl -fsS -o /dev/null --max-time 3 "http://127.0.0.1:$port/api/health/ready"; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 1
  done
}

[ -f "$SITE" ] || fail "no nginx site at $SITE (--site)"
[ "$BUILD" = 1 ] && build_release
if [ -z "$PORTS" ]; then
  PORTS=$(sed -n -E 's/^[[:space:]]*server[[:space:]]+127\.0\.0\.1:([0-9]+).*/\1/p' "$SITE" | paste -sd, -)
fi
[ -n "$PORTS" ] || fail "no instance ports found in $SITE (--ports)"

for port in ${PORTS//,/ }; do
  say "instance $port: out of nginx"
  mark "$port" down
  reload_nginx
  sleep "$SETTLE"
  say "instance $port: restarting"
  bash -c "${RESTART//\{port\}/$port}" ||
    fail "restarting $port failed; it stays 'down' in $SITE (the others serve): fix it, then remove 'down' and reload"
  wait_ready "$port" ||
    fail "$port not ready within ${READY_TIMEOUT}s; it stays 'down' in $SITE: see its log, then remove 'down' and reload"
  mark "$port" up
  reload_nginx
  say "instance $port: ready and back in nginx"
  sleep 1
done

if [ -n "$RESTART_WORKER" ]; then
  say "worker: restarting (it finishes the jobs in hand first)"
  bash -c "$RESTART_WORKER" || fail "restarting the worker failed ($RESTART_WORKER)"
fi
say "done: every instance runs $(readlink -f "$APP/current" 2>/dev/null || echo "the current build")"
