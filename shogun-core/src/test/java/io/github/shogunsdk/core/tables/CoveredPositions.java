package io.github.shogunsdk.core.tables;

import io.github.shogunsdk.api.EndgameTables;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Rules;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.TableValue;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Predicate;

/**
 * Random positions that tables cover, for the tests of the engine with tables: drawn from a seeded
 * sequence, so a test sees the same ones on every run, and bounded, so a test whose filter finds
 * nothing fails saying so instead of running for ever.
 */
final class CoveredPositions {

    /** The random positions tried for one that is wanted before the test fails. */
    static final int MAX_TRIES = 100_000;

    /**
     * A covered position and its value for the side to move.
     *
     * @param position the position
     * @param value its table value
     */
    record Covered(Position position, TableValue value) {
    }

    private CoveredPositions() {
    }

    /**
     * Draws random positions of the signatures (a signature drawn per try when there are several;
     * energies from the tables' model) until one is covered with a value the filter wants and its
     * game goes on.
     *
     * @param random the sequence
     * @param tables the tables
     * @param signatures the signatures to draw from
     * @param wanted the values wanted
     * @return the first such position
     * @throws AssertionError after {@link #MAX_TRIES} positions that are not wanted
     */
    static Covered next(Random random, EndgameTables tables, List<String> signatures, Predicate<TableValue> wanted) {
        Rules rules = Shogun.rules(tables.ruleSet());
        for (int tries = 0; tries < MAX_TRIES; tries++) {
            // One signature draws nothing for its choice, so its positions are those it always gave.
            String signature = signatures.size() == 1 ? signatures.get(0)
                    : signatures.get(random.nextInt(signatures.size()));
            Position position = TableSearchCrossCheckTest.randomPosition(random, signature, tables.energyModel());
            Optional<TableValue> value = tables.probe(position);
            if (value.isPresent() && wanted.test(value.get()) && rules.outcome(position) instanceof Outcome.Ongoing) {
                return new Covered(position, value.get());
            }
        }
        throw new AssertionError("no wanted covered position of " + signatures + " in " + MAX_TRIES + " random ones");
    }
}
