package io.github.shogunsdk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * A chain of {@link SearchLimits} calls keeps every limit it was given: a factory sets one limit
 * and each {@code with…} call sets or replaces one more, never dropping another. Before the 1.0
 * names, {@code SearchLimits.time(d).depth(5)} compiled and called the static factory
 * {@code depth}, which dropped the time limit; the factories are now {@code of…} and no chain
 * can do that.
 */
class SearchLimitsChainPropertiesTest {

    /** What a chain should have set, kept beside the limits themselves. */
    private record Expected(OptionalInt depth, OptionalLong nodes, Optional<Duration> time, int lines,
            Optional<Duration> clockLeft, Duration increment, OptionalInt movesToGo) {

        static final Expected NONE = new Expected(OptionalInt.empty(), OptionalLong.empty(), Optional.empty(), 1,
                Optional.empty(), Duration.ZERO, OptionalInt.empty());
    }

    /** One call of a chain: a factory when it comes first, the matching {@code with…} after that. */
    private record Step(String limit, int number, Duration left, Duration increment) {

        SearchLimits first() {
            return switch (limit) {
                case "depth" -> SearchLimits.ofDepth(number);
                case "nodes" -> SearchLimits.ofNodes(number);
                case "time" -> SearchLimits.ofTime(left);
                case "clock" -> SearchLimits.ofClock(left, increment);
                default -> then(SearchLimits.unlimited());
            };
        }

        SearchLimits then(SearchLimits limits) {
            return switch (limit) {
                case "depth" -> limits.withDepth(number);
                case "nodes" -> limits.withNodes(number);
                case "time" -> limits.withTime(left);
                case "clock" -> limits.withClock(left, increment);
                case "lines" -> limits.withLines(number % SearchLimits.MAX_LINES + 1);
                default -> limits.clockLeft().isPresent() ? limits.withMovesToGo(number) : limits;
            };
        }

        Expected apply(Expected e) {
            return switch (limit) {
                case "depth" -> new Expected(OptionalInt.of(number), e.nodes, e.time, e.lines, e.clockLeft,
                        e.increment, e.movesToGo);
                case "nodes" -> new Expected(e.depth, OptionalLong.of(number), e.time, e.lines, e.clockLeft,
                        e.increment, e.movesToGo);
                case "time" -> new Expected(e.depth, e.nodes, Optional.of(left), e.lines, e.clockLeft, e.increment,
                        e.movesToGo);
                case "clock" -> new Expected(e.depth, e.nodes, e.time, e.lines, Optional.of(left), increment,
                        e.movesToGo);
                case "lines" -> new Expected(e.depth, e.nodes, e.time, number % SearchLimits.MAX_LINES + 1,
                        e.clockLeft, e.increment, e.movesToGo);
                default -> e.clockLeft.isPresent() ? new Expected(e.depth, e.nodes, e.time, e.lines, e.clockLeft,
                        e.increment, OptionalInt.of(number)) : e;
            };
        }
    }

    @Property(tries = 2_000)
    void everyLimitOfAChainIsKept(@ForAll("chains") List<Step> chain) {
        SearchLimits limits = chain.get(0).first();
        Expected expected = chain.get(0).apply(Expected.NONE);
        for (Step step : chain.subList(1, chain.size())) {
            limits = step.then(limits);
            expected = step.apply(expected);
        }
        String where = chain + " gave " + limits;
        assertEquals(expected.depth(), limits.depth(), where);
        assertEquals(expected.nodes(), limits.nodes(), where);
        assertEquals(expected.time(), limits.time(), where);
        assertEquals(expected.lines(), limits.lines(), where);
        assertEquals(expected.clockLeft(), limits.clockLeft(), where);
        assertEquals(expected.increment(), limits.increment(), where);
        assertEquals(expected.movesToGo(), limits.movesToGo(), where);
    }

    @Provide
    Arbitrary<List<Step>> chains() {
        Arbitrary<Step> step = Combinators.combine(
                Arbitraries.of("depth", "nodes", "time", "clock", "lines", "movesToGo"),
                Arbitraries.integers().between(1, SearchLimits.MAX_DEPTH),
                Arbitraries.longs().between(1, 10_000_000).map(Duration::ofMillis),
                Arbitraries.longs().between(0, 60_000).map(Duration::ofMillis)).as(Step::new);
        return step.list().ofMinSize(1).ofMaxSize(8);
    }
}
