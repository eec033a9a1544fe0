#!/bin/sh
# Queues a match as a Slurm array and its merge as a job that runs only when every task of the
# array has succeeded (docs/BATCH.md). Run it from a folder every node sees:
#
#   deploy/batch/slurm/submit.sh
#   MATCH_ARGS='--white engine:depth=4 --red engine:depth=3 --games 400' deploy/batch/slurm/submit.sh
#
# The report is then in shogun-match-merge-<job>.log and shogun-results/<array job>/report.json.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
# --parsable prints the job's id, followed by ;cluster on a federation.
array=$(sbatch --parsable "$here/match.sbatch")
array=${array%%;*}
merge=$(sbatch --parsable --dependency=afterok:"$array" --kill-on-invalid-dep=yes --export=ALL,MATCH_JOB="$array" \
    "$here/merge.sbatch")
merge=${merge%%;*}
echo "match: array job $array; merge: job $merge, after every task of $array succeeds"
