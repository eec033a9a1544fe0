#!/usr/bin/env bash
# Runs the same JMH benchmarks from two builds of benchmarks.jar in alternation, so that both see
# the same load on a shared machine, and prints each result line with the round and the build.
#
#   shogun-benchmarks/compare.sh BEFORE.jar AFTER.jar [ROUNDS] [JMH pattern and options...]
#
# Defaults: 2 rounds of 'MoveGenerationBenchmark\.(api|apiFresh|apiPerSquare|board)$|GamePlay|Record'
# with 2 warm-up and 3 measured iterations of 2 s, one fork, and -prof gc (bytes per operation
# appear as gc.alloc.rate.norm). Build a jar with:
#   ./mvnw -q -Pbenchmarks -DskipTests package -pl shogun-benchmarks -am
# and copy shogun-benchmarks/target/benchmarks.jar aside before changing the code.
set -euo pipefail
before=$1
after=$2
rounds=${3:-2}
shift $(( $# < 3 ? $# : 3 ))
args=("$@")
if [ ${#args[@]} -eq 0 ]; then
    args=('MoveGenerationBenchmark\.(api|apiFresh|apiPerSquare|board)$|GamePlay|Record' -wi 2 -w 2s -i 3 -r 2s -f 1 -prof gc)
fi
for round in $(seq 1 "$rounds"); do
    for build in before after; do
        jar=$before
        [ "$build" = after ] && jar=$after
        java -jar "$jar" "${args[@]}" 2>&1 \
            | grep -E '^[A-Za-z]+Benchmark\.[A-Za-z]+(:gc\.alloc\.rate\.norm|:plies)? ' \
            | sed "s/^/round $round $build /"
    done
done
