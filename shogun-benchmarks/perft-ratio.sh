#!/usr/bin/env bash
# Perft on the JVM and in the npm package's two builds (WebAssembly GC and JavaScript) in Node, on
# the same positions in the same run, and the ratios of their times. Positions: the initial one
# and COUNT - 1 fixed mid-game positions (PerftComparison positions COUNT); fixed energies, one
# thread; each build warms up for 3 s, times ROUNDS passes over all positions and reports its
# fastest pass (the figure least disturbed by other work on a shared machine), median and slowest;
# the table compares the fastest passes. The leaf counts must agree, or the script fails.
#
#   shogun-benchmarks/perft-ratio.sh [DEPTHS] [COUNT] [ROUNDS] [JS-DEPTHS]
#
# Defaults: depths "5 6", 6 positions, 5 rounds; the JavaScript build runs the depths in JS-DEPTHS
# (default: all of DEPTHS) with as many rounds. Needs shogun-benchmarks/target/benchmarks.jar
# and shogun-wasm/target/npm (README, "Speed in the browser") and Node 22 (SHOGUN_NODE or node);
# SHOGUN_BENCH_JAR and SHOGUN_NPM_PACKAGE name other builds (an older commit's, to compare).
set -euo pipefail
cd "$(dirname "$0")/.."
depths=${1:-"5 6"}
count=${2:-6}
rounds=${3:-5}
js_depths=${4:-$depths}
node=${SHOGUN_NODE:-node}
jar=${SHOGUN_BENCH_JAR:-shogun-benchmarks/target/benchmarks.jar}
package=${SHOGUN_NPM_PACKAGE:-shogun-wasm/target/npm}
positions=shogun-benchmarks/target/perft-positions.txt
java -cp "$jar" io.github.shogunsdk.benchmarks.PerftComparison positions "$count" > "$positions"

best() { sed -E 's/.*best ([0-9]+) ms.*/\1/'; }
leaves() { sed -E 's/.* ([0-9]+) leaves$/\1/'; }

printf '| depth | JVM | WebAssembly | JavaScript | WebAssembly ÷ JVM | JavaScript ÷ WebAssembly |\n|---|---|---|---|---|---|\n' > "$positions.table"
for depth in $depths; do
    jvm=$(java -cp "$jar" io.github.shogunsdk.benchmarks.PerftComparison "$positions" "$depth" "$rounds")
    wasm=$("$node" shogun-wasm/src/bench/perft-compare.mjs "$package" wasm "$positions" "$depth" "$rounds")
    echo "$jvm"
    echo "$wasm"
    js=""
    if [[ " $js_depths " == *" $depth "* ]]; then
        js=$("$node" shogun-wasm/src/bench/perft-compare.mjs "$package" js "$positions" "$depth" "$rounds")
        echo "$js"
    fi
    if [ "$(leaves <<< "$jvm")" != "$(leaves <<< "$wasm")" ] || { [ -n "$js" ] && [ "$(leaves <<< "$jvm")" != "$(leaves <<< "$js")" ]; }; then
        echo "the builds counted different leaves at depth $depth" >&2
        exit 1
    fi
    j=$(best <<< "$jvm")
    w=$(best <<< "$wasm")
    if [ -n "$js" ]; then
        s=$(best <<< "$js")
        printf '| %s | %s ms | %s ms | %s ms | %s | %s |\n' "$depth" "$j" "$w" "$s" \
            "$(awk "BEGIN { printf \"%.2f\", $w / $j }")" "$(awk "BEGIN { printf \"%.1f\", $s / $w }")" >> "$positions.table"
    else
        printf '| %s | %s ms | %s ms | — | %s | — |\n' "$depth" "$j" "$w" \
            "$(awk "BEGIN { printf \"%.2f\", $w / $j }")" >> "$positions.table"
    fi
done
echo
echo "$(wc -l < "$positions") positions, fastest of $rounds passes:"
cat "$positions.table"
