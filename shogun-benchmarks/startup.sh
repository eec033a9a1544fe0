#!/usr/bin/env bash
# Start-up of the command line against the JVM's own, measured in one run so that both see the
# same load: RUNS rounds, each running in turn 'java -version', then 'shogun moves' on the initial
# position as 'java -jar', and through the launcher script (AppCDS archive, quick compiler,
# serial collector). Prints the median, minimum and maximum wall-clock milliseconds of each, and
# the ratio of the medians to 'java -version'.
#
#   shogun-benchmarks/startup.sh [RUNS] [JAR]
#
# Defaults: 21 runs; shogun-cli/target/shogun.jar (build it with ./mvnw -q -DskipTests package).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-21}
jar=$(realpath "${2:-shogun-cli/target/shogun.jar}")
launcher=shogun-cli/bin/shogun
input=$'1\np4p2p3p1k1p3p1p3/8/8/8/8/8/8/P4P3P2K2P1P4P3P2 w\n'
expected=$(java -jar "$jar" moves <<< "$input")
# The launcher's first run records its archive; it is not counted.
SHOGUN_JAR=$jar "$launcher" moves <<< "$input" > /dev/null
[ "$(SHOGUN_JAR=$jar "$launcher" moves <<< "$input")" = "$expected" ] || { echo "launcher output differs" >&2; exit 1; }
declare -A times
names=(java-version java-jar launcher)
now() { date +%s%N; }
for ((i = 0; i < runs; i++)); do
    s=$(now); java -version > /dev/null 2>&1; e=$(now); times[java-version]+="$(( (e - s) / 1000000 )) "
    s=$(now); java -jar "$jar" moves <<< "$input" > /dev/null; e=$(now); times[java-jar]+="$(( (e - s) / 1000000 )) "
    s=$(now); SHOGUN_JAR=$jar "$launcher" moves <<< "$input" > /dev/null; e=$(now); times[launcher]+="$(( (e - s) / 1000000 )) "
done
median() { tr ' ' '\n' <<< "$1" | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)], a[1], a[NR]}'; }
read -r base _ _ <<< "$(median "${times[java-version]}")"
for name in "${names[@]}"; do
    read -r med min max <<< "$(median "${times[$name]}")"
    printf '%-13s median %4d ms  min %4d  max %4d  ratio %.2f\n' "$name" "$med" "$min" "$max" \
        "$(awk -v a="$med" -v b="$base" 'BEGIN {print a / b}')"
done
