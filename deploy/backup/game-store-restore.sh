#!/bin/sh
# Restores a backup of game-store-backup.sh into a NEW, empty database and a new data folder:
#   game-store-restore.sh BACKUP_FOLDER DATABASE_URL DATA_DIR
# BACKUP_FOLDER is /var/backups/game-store/<stamp>; DATABASE_URL names an empty database whose owner the restored
# objects will belong to (create it first: deploy/README.md "Backups"); DATA_DIR gets uploads/ from the archive.
# It refuses a database that has tables or a DATA_DIR that already has uploads: it never writes over live data.
set -eu
umask 027

if [ $# -ne 3 ]; then
  echo "usage: $0 BACKUP_FOLDER DATABASE_URL DATA_DIR" >&2
  exit 2
fi
backup=$1
url=$2
data=$3
[ -f "$backup/store.dump" ] || { echo "no store.dump in $backup" >&2; exit 1; }

tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$url" \
  --command="select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
  echo "the database has $tables tables: restore into a new, empty database" >&2
  exit 1
fi
if [ -n "$(ls -A "$data/uploads" 2>/dev/null)" ]; then
  echo "$data/uploads is not empty: restore into a new data folder" >&2
  exit 1
fi

# Objects owned by the role of DATABASE_URL, whoever owned them where the dump was made; all or nothing.
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$url" "$backup/store.dump"
mkdir -p "$data"
if [ -f "$backup/uploads.tar.gz" ]; then tar -C "$data" -xzf "$backup/uploads.tar.gz"; fi
echo "restored $backup into the database and $data"
