#!/bin/sh
# A backup of the game store: the PostgreSQL database (pg_dump -Fc) and the uploads folder (DATA_DIR/uploads) in one
# folder BACKUP_DIR/<UTC stamp>/ (store.dump, uploads.tar.gz), readable by its owner only; backups older than
# BACKUP_KEEP_DAYS days are removed once this one is complete. Run by game-store-backup.service (its timer: daily);
# restore with game-store-restore.sh (deploy/README.md "Backups").
#   DATABASE_URL      the store's database (from /etc/game-store/env)
#   DATA_DIR          the store's data folder (default /var/lib/game-store); its uploads/ is archived
#   BACKUP_DIR        where backups go (default /var/backups/game-store)
#   BACKUP_KEEP_DAYS  days to keep (default 14)
# The dump is taken first, then the uploads: a file is never removed by the store, so every upload the dump refers
# to is in the archive (files uploaded in between are extra, harmless). With S3 storage, back up the bucket instead.
set -eu
umask 077

: "${DATABASE_URL:?DATABASE_URL is not set (EnvironmentFile=/etc/game-store/env)}"
DATA_DIR=${DATA_DIR:-/var/lib/game-store}
BACKUP_DIR=${BACKUP_DIR:-/var/backups/game-store}
BACKUP_KEEP_DAYS=${BACKUP_KEEP_DAYS:-14}
case "$BACKUP_KEEP_DAYS" in '' | *[!0-9]*)
  echo "BACKUP_KEEP_DAYS must be a number of days: $BACKUP_KEEP_DAYS" >&2
  exit 2
  ;;
esac

stamp=$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$BACKUP_DIR"
chmod 0700 "$BACKUP_DIR"
partial="$BACKUP_DIR/.partial-$stamp"
trap 'rm -rf "$partial"' EXIT
mkdir "$partial"

# One consistent snapshot of the database (pg_dump runs in one repeatable-read transaction; writes go on).
pg_dump --format=custom --compress=6 --file="$partial/store.dump" --dbname="$DATABASE_URL"
# A dump that pg_restore cannot read is no backup.
pg_restore --list "$partial/store.dump" >/dev/null

if [ -d "$DATA_DIR/uploads" ]; then
  tar -C "$DATA_DIR" -czf "$partial/uploads.tar.gz" uploads
else
  echo "no $DATA_DIR/uploads folder: nothing uploaded yet (or S3 storage): only the database is backed up"
fi

mv "$partial" "$BACKUP_DIR/$stamp"
trap - EXIT
echo "backup $BACKUP_DIR/$stamp: $(du -sh "$BACKUP_DIR/$stamp" | cut -f1)"

# Rotation, only after a complete backup: whole backup folders older than BACKUP_KEEP_DAYS days, and partial ones
# left by a run that was killed.
find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '20[0-9][0-9]*T*Z' -mtime "+$BACKUP_KEEP_DAYS" \
  -exec rm -rf {} + -exec echo "removed old backup" {} \;
find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '.partial-*' -mmin +1440 -exec rm -rf {} +
