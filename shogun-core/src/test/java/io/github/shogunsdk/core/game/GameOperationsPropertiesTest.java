package io.github.shogunsdk.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.MagnetLayout;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.NotationException;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random sequences of everything a frontend does to a game — play a legal move by any of its open
 * paths or with its landing energy, try illegal and malformed moves, landing energies outside the
 * piece's range, undo, redo, copy, resign, agree a draw, write the record
 * and read it back — checking after every step that history, position, outcome and record agree,
 * and that every refused operation changed nothing. Games start from the initial position or from
 * positions reached by play, sometimes with counters at their limit, under every energy model.
 */
class GameOperationsPropertiesTest {

    private enum Kind { PLAY, PLAY_PATH, PLAY_SQUARES, PLAY_ENERGY, PLAY_ILLEGAL, PLAY_MALFORMED, UNDO, REDO, COPY, RESIGN, AGREE, REREAD }

    private record Op(Kind kind, int choice) {
    }

    @Property(tries = 250)
    void everyStepKeepsTheGameConsistent(@ForAll("setups") GameSetup setup, @ForAll("operations") List<Op> operations) {
        Game game = Shogun.newGame(setup);
        for (Op op : operations) {
            game = apply(game, op);
            checkConsistent(game);
        }
        Game reread = Shogun.readGame(game.toSgn());
        assertSame(game, reread);
    }

    private static Game apply(Game game, Op op) {
        Snapshot before = new Snapshot(game);
        Random random = new Random(op.choice());
        boolean refused = false;
        List<Move> moves = game.legalMoves();
        switch (op.kind()) {
            case PLAY:
            case PLAY_PATH:
            case PLAY_SQUARES:
                if (moves.isEmpty()) {
                    refused = playRefused(game, Move.of(Square.parse("a1"), Square.parse("a2")));
                    break;
                }
                Move move = moves.get(random.nextInt(moves.size()));
                List<MovePath> paths = game.paths(move);
                assertTrue(!paths.isEmpty(), "a legal move has an open path: " + move);
                MovePath chosen = paths.get(random.nextInt(paths.size()));
                Ply ply = op.kind() == Kind.PLAY ? game.play(move)
                        : op.kind() == Kind.PLAY_PATH ? game.play(chosen) : game.play(move.from(), move.to());
                assertEquals(move, ply.move());
                assertEquals(op.kind() == Kind.PLAY_PATH ? chosen : paths.get(0), ply.path());
                break;
            case PLAY_ENERGY:
                if (moves.isEmpty()) {
                    refused = playRefused(game, Move.of(Square.parse("a1"), Square.parse("a2")));
                    break;
                }
                Move given = moves.get(random.nextInt(moves.size()));
                Piece mover = game.position().pieceAt(given.from()).orElseThrow();
                int[] outside = {Integer.MIN_VALUE, -5, -1, 0, mover.kind().maxEnergy() + 1, Integer.MAX_VALUE};
                if (random.nextBoolean()) {
                    refused = true;
                    int energy = outside[random.nextInt(outside.length)];
                    try {
                        game.play(given, energy);
                        throw new AssertionError("landing energy " + energy + " was accepted for " + given);
                    } catch (IllegalArgumentException e) {
                        assertTrue(e.getMessage().endsWith("not " + energy), e.getMessage());
                    }
                } else {
                    int energy = modelEnergy(game.setup().energyModel(), mover, given.to(), random);
                    assertEquals(energy, game.play(given, energy).landingEnergy());
                }
                break;
            case PLAY_ILLEGAL:
                Square from = Square.ofIndex(random.nextInt(64));
                Square to = Square.ofIndex(random.nextInt(64));
                if (game.refusal(from, to).isPresent()) {
                    refused = true;
                    try {
                        game.play(from, to);
                        throw new AssertionError("a refused move was played: " + from + to);
                    } catch (IllegalMoveException e) {
                        assertEquals(game.refusal(from, to).orElseThrow(), e.getRefusal());
                    }
                } else {
                    game.play(from, to);
                }
                break;
            case PLAY_MALFORMED:
                String[] bad = {"", "d9d1", "d1", "d1d1", "x", "d1-d3-d5", "\u001b[2J", "d1d3\r\n"};
                refused = true;
                try {
                    game.play(bad[random.nextInt(bad.length)]);
                    throw new AssertionError("malformed text was played");
                } catch (NotationException | IllegalMoveException e) {
                    assertTrue(e.getMessage().indexOf('\n') < 0 && e.getMessage().indexOf('\u001b') < 0, e.getMessage());
                }
                break;
            case UNDO:
                if (game.canUndo()) {
                    Ply last = game.lastPly().orElseThrow();
                    assertEquals(last, game.undo());
                    assertEquals(last.before(), game.position());
                } else {
                    refused = refusedWithState(game::undo);
                }
                break;
            case REDO:
                if (game.canRedo() && !game.outcome().isOver()) {
                    game.redo();
                } else {
                    refused = refusedWithState(game::redo);
                }
                break;
            case COPY:
                Game copy = game.copy();
                assertSame(game, copy);
                return copy;
            case RESIGN:
                if (game.outcome().isOver()) {
                    refused = refusedWithState(() -> game.resign(Colour.WHITE));
                } else {
                    game.resign(random.nextBoolean() ? Colour.WHITE : Colour.RED);
                }
                break;
            case AGREE:
                if (game.outcome().isOver()) {
                    refused = refusedWithState(game::agreeDraw);
                } else {
                    game.agreeDraw();
                }
                break;
            case REREAD:
                Game reread = Shogun.readGame(game.toSgn());
                assertSame(game, reread);
                return reread;
            default:
                throw new AssertionError(op.kind());
        }
        if (refused) {
            assertEquals(before, new Snapshot(game), "a refused " + op.kind() + " changed the game");
        }
        return game;
    }

    /** An energy the model accepts for a piece landing on a square: its own, or any in range when drawn. */
    private static int modelEnergy(EnergyModel model, Piece mover, Square to, Random random) {
        if (model instanceof EnergyModel.Random) {
            return 1 + random.nextInt(mover.kind().maxEnergy());
        }
        return model.landingEnergy(mover.kind(), to).orElse(mover.energy());
    }

    private static boolean playRefused(Game game, Move move) {
        try {
            game.play(move);
            throw new AssertionError("a move was played in a game without legal moves");
        } catch (IllegalMoveException e) {
            return true;
        }
    }

    private static boolean refusedWithState(Runnable operation) {
        try {
            operation.run();
            throw new AssertionError("the operation should have been refused");
        } catch (IllegalStateException e) {
            return true;
        }
    }

    private static void checkConsistent(Game game) {
        List<Ply> history = game.history();
        Position expected = game.start();
        for (Ply ply : history) {
            assertEquals(expected, ply.before());
            expected = ply.after();
        }
        assertEquals(expected, game.position());
        assertEquals(game.position().sideToMove(), game.sideToMove());
        assertEquals(history.isEmpty(), game.lastPly().isEmpty());
        if (game.outcome().isOver()) {
            assertEquals(List.of(), game.legalMoves());
        } else {
            assertEquals(game.rules().legalMoves(game.position()), game.legalMoves());
        }
    }

    /** Two games agree in everything a record keeps. */
    private static void assertSame(Game expected, Game actual) {
        assertEquals(expected.setup(), actual.setup());
        assertEquals(expected.start(), actual.start());
        assertEquals(expected.history(), actual.history());
        assertEquals(expected.position(), actual.position());
        assertEquals(expected.outcome(), actual.outcome());
        assertEquals(expected.tags(), actual.tags());
        assertEquals(expected.toSgn(), actual.toSgn());
    }

    /** What a refused operation must leave as it was. */
    private record Snapshot(String record, List<Ply> history, Position position, boolean canUndo, boolean canRedo,
            String outcome) {
        Snapshot(Game game) {
            this(game.toSgn(), game.history(), game.position(), game.canUndo(), game.canRedo(), game.outcome().toString());
        }
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Kind> kinds = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(10, Arbitraries.just(Kind.PLAY)),
                net.jqwik.api.Tuple.of(6, Arbitraries.just(Kind.PLAY_PATH)),
                net.jqwik.api.Tuple.of(4, Arbitraries.just(Kind.PLAY_SQUARES)),
                net.jqwik.api.Tuple.of(3, Arbitraries.just(Kind.PLAY_ENERGY)),
                net.jqwik.api.Tuple.of(4, Arbitraries.just(Kind.PLAY_ILLEGAL)),
                net.jqwik.api.Tuple.of(2, Arbitraries.just(Kind.PLAY_MALFORMED)),
                net.jqwik.api.Tuple.of(4, Arbitraries.just(Kind.UNDO)),
                net.jqwik.api.Tuple.of(3, Arbitraries.just(Kind.REDO)),
                net.jqwik.api.Tuple.of(1, Arbitraries.just(Kind.COPY)),
                net.jqwik.api.Tuple.of(1, Arbitraries.just(Kind.RESIGN)),
                net.jqwik.api.Tuple.of(1, Arbitraries.just(Kind.AGREE)),
                net.jqwik.api.Tuple.of(1, Arbitraries.just(Kind.REREAD)));
        return Combinators.combine(kinds, Arbitraries.integers()).as(Op::new).list().ofMinSize(1).ofMaxSize(40);
    }

    @Provide
    Arbitrary<GameSetup> setups() {
        Arbitrary<RuleSet> rules = Arbitraries.of(RuleSet.standard(), RuleSet.of(Variant.COURSEWORK), RuleSet.of(Variant.KOTH),
                RuleSet.standard().withQuietPlyLimit(0).withRepetitionDraw(false), RuleSet.standard().withQuietPlyLimit(6));
        Arbitrary<EnergyModel> models = Arbitraries.oneOf(
                Arbitraries.of(EnergyModel.fixed(), EnergyModel.magnetic(), EnergyModel.parse("magnetic 90"),
                        EnergyModel.parse("magnetic 180"), EnergyModel.parse("magnetic 270"),
                        EnergyModel.magnetic(MagnetLayout.parse("1234123412341234123412341234123412341234123412341234123412341234"))),
                Arbitraries.longs().map(EnergyModel::random));
        Arbitrary<Integer> startPlies = Arbitraries.integers().between(0, 30);
        Arbitrary<Integer> counters = Arbitraries.of(0, 1, 2);
        return Combinators.combine(rules, models, startPlies, counters, Arbitraries.longs())
                .as(GameOperationsPropertiesTest::setup);
    }

    /** A setup starting from the model's initial position, or from a position reached by random play. */
    private static GameSetup setup(RuleSet rules, EnergyModel model, int plies, int counters, long seed) {
        GameSetup setup = GameSetup.standard().withRuleSet(rules).withEnergyModel(model);
        if (plies == 0 && counters == 0) {
            return setup;
        }
        Game walk = Shogun.newGame(setup);
        Random random = new Random(seed);
        for (int i = 0; i < plies && !walk.legalMoves().isEmpty(); i++) {
            List<Move> moves = walk.legalMoves();
            walk.play(moves.get(random.nextInt(moves.size())));
        }
        Position start = walk.position();
        if (counters == 1) {
            start = start.withCounters(Integer.MAX_VALUE, Integer.MAX_VALUE);
        } else if (counters == 2) {
            start = start.withCounters(0, Integer.MAX_VALUE - 1);
        }
        return setup.withStart(start);
    }
}
