package io.github.shogunsdk.json.contract;

import io.github.shogunsdk.api.BareKingRule;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Direction;
import io.github.shogunsdk.api.DrawReason;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.GameRecord;
import io.github.shogunsdk.api.GameSetup;
import io.github.shogunsdk.api.MagnetLayout;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Outcome;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.RefusalReason;
import io.github.shogunsdk.api.Rotation;
import io.github.shogunsdk.api.RuleSet;
import io.github.shogunsdk.api.Score;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchLine;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.StopReason;
import io.github.shogunsdk.api.Variant;
import io.github.shogunsdk.api.WinReason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Arbitrary values of every API type, for the round-trip properties. */
public final class Values {

    private Values() {
    }

    public static Arbitrary<Square> squares() {
        return Arbitraries.integers().between(0, Square.COUNT - 1).map(Square::ofIndex);
    }

    public static Arbitrary<Move> moves() {
        return Combinators.combine(squares(), squares()).filter((a, b) -> !a.equals(b)).as(Move::of);
    }

    public static Arbitrary<Piece> pieces() {
        return Combinators.combine(Arbitraries.of(PieceKind.class), Arbitraries.of(Colour.class),
                Arbitraries.integers().between(1, 4)).as((kind, colour, energy) ->
                        Piece.of(kind, colour, Math.min(energy, kind.maxEnergy())));
    }

    /** Positions with any number of pawns, at most one king a side, any side to move and counters. */
    public static Arbitrary<Position> positions() {
        Arbitrary<List<Integer>> cells = Arbitraries.integers().between(0, 15).list().ofSize(Square.COUNT);
        Arbitrary<Optional<Square>> king = squares().optional(0.8);
        Arbitrary<int[]> counters = Arbitraries.oneOf(Arbitraries.just(new int[] {0, 1}),
                Combinators.combine(Arbitraries.integers().between(0, Integer.MAX_VALUE),
                        Arbitraries.integers().between(1, Integer.MAX_VALUE)).as((q, n) -> new int[] {q, n}));
        return Combinators.combine(cells, king, king, Arbitraries.of(Colour.class), counters)
                .as((codes, whiteKing, redKing, side, count) -> {
                    Map<Square, Piece> pieces = new HashMap<>();
                    for (int i = 0; i < Square.COUNT; i++) {
                        int code = codes.get(i);
                        if (code >= 8) {
                            pieces.put(Square.ofIndex(i), Piece.of(PieceKind.PAWN, code < 12 ? Colour.WHITE : Colour.RED,
                                    code % 4 + 1));
                        }
                    }
                    whiteKing.ifPresent(s -> pieces.put(s, Piece.of(PieceKind.KING, Colour.WHITE, 1 + s.index() % 2)));
                    redKing.filter(s -> !whiteKing.equals(Optional.of(s)))
                            .ifPresent(s -> pieces.put(s, Piece.of(PieceKind.KING, Colour.RED, 2 - s.index() % 2)));
                    return Position.of(pieces, side, count[0], count[1]);
                });
    }

    /** Every path on the board: straight or bent, 1 to 4 steps, from any square. */
    public static Arbitrary<MovePath> paths() {
        return Combinators.combine(squares(), Arbitraries.of(Shape.class), Arbitraries.integers().between(1, 4),
                Arbitraries.integers().between(1, 3)).as(Values::path)
                .filter(Optional::isPresent).map(Optional::get);
    }

    private static Optional<MovePath> path(Square from, Shape shape, int first, int then) {
        try {
            if (shape.isStraight()) {
                return Optional.of(MovePath.straight(from, shape.first(), first));
            }
            int firstSteps = Math.min(first, 3);
            int thenSteps = Math.min(then, 4 - firstSteps);
            return Optional.of(MovePath.bent(from, shape.first(), firstSteps, shape.then().orElseThrow(), thenSteps));
        } catch (IllegalArgumentException offTheBoard) {
            return Optional.empty();
        }
    }

    public static Arbitrary<RuleSet> ruleSets() {
        return Combinators.combine(Arbitraries.of(Variant.class), Arbitraries.of(BareKingRule.class),
                Arbitraries.oneOf(Arbitraries.just(RuleSet.DEFAULT_QUIET_PLY_LIMIT),
                        Arbitraries.integers().between(0, Integer.MAX_VALUE)),
                Arbitraries.of(true, false))
                .as((variant, bareKing, quiet, repetition) -> RuleSet.of(variant).withBareKing(bareKing)
                        .withQuietPlyLimit(quiet).withRepetitionDraw(repetition));
    }

    public static Arbitrary<MagnetLayout> layouts() {
        return Arbitraries.strings().withChars('1', '2', '3', '4').ofLength(Square.COUNT).map(MagnetLayout::parse);
    }

    public static Arbitrary<EnergyModel> energyModels() {
        Arbitrary<EnergyModel> magnetic = Combinators.combine(
                Arbitraries.oneOf(Arbitraries.just(MagnetLayout.standard()), layouts()), Arbitraries.of(Rotation.class))
                .as(EnergyModel.Magnetic::new);
        return Arbitraries.oneOf(Arbitraries.just(EnergyModel.fixed()), magnetic,
                Arbitraries.longs().map(EnergyModel::random),
                Arbitraries.of(Long.MIN_VALUE, Long.MAX_VALUE, 0L).map(EnergyModel::random));
    }

    public static Arbitrary<GameSetup> setups() {
        return Combinators.combine(ruleSets(), energyModels(), positions().optional(0.3))
                .as((rules, energy, start) -> {
                    GameSetup setup = GameSetup.standard().withRuleSet(rules).withEnergyModel(energy);
                    return start.map(setup::withStart).orElse(setup);
                });
    }

    public static Arbitrary<Outcome> outcomes() {
        return Arbitraries.oneOf(Arbitraries.just(Outcome.ongoing()),
                Combinators.combine(Arbitraries.of(Colour.class), Arbitraries.of(WinReason.class)).as(Outcome::win),
                Arbitraries.of(DrawReason.class).map(Outcome::draw));
    }

    /** A game under an arbitrary rule set and energy model, played at random for up to 60 plies. */
    public static Arbitrary<Game> games() {
        Arbitrary<GameSetup> setups = Combinators.combine(Arbitraries.of(Variant.class),
                Arbitraries.oneOf(Arbitraries.just(EnergyModel.fixed()), Arbitraries.just(EnergyModel.magnetic()),
                        Arbitraries.of(Rotation.class).map(EnergyModel::magnetic),
                        Arbitraries.longs().map(EnergyModel::random)))
                .as((variant, energy) -> GameSetup.standard().withRuleSet(RuleSet.of(variant)).withEnergyModel(energy));
        return Combinators.combine(setups, Arbitraries.longs(), Arbitraries.integers().between(1, 60))
                .as((setup, seed, plies) -> {
                    Game game = Shogun.newGame(setup);
                    Random random = new Random(seed);
                    for (int i = 0; i < plies && !game.legalMoves().isEmpty(); i++) {
                        List<Move> moves = game.legalMoves();
                        Move move = moves.get(random.nextInt(moves.size()));
                        List<MovePath> open = game.paths(move);
                        game.play(open.get(random.nextInt(open.size())));
                    }
                    return game;
                });
    }

    /** Plies of real games, captures, checks and both corners of bent moves included. */
    public static Arbitrary<Ply> plies() {
        return games().filter(game -> !game.history().isEmpty()).map(game -> game.lastPly().orElseThrow());
    }

    /** The refusals a real game gives for arbitrary pairs of squares. */
    public static Arbitrary<Refusal> gameRefusals() {
        return Combinators.combine(games(), squares(), squares()).as((game, from, to) -> game.refusal(from, to))
                .filter(Optional::isPresent).map(Optional::get);
    }

    /** Refusals made by hand, with any reason, squares and one-line explanation. */
    public static Arbitrary<Refusal> madeRefusals() {
        Arbitrary<String> explanation = Arbitraries.strings().ofMaxLength(80)
                .filter(s -> s.indexOf('\n') < 0 && s.indexOf('\r') < 0);
        return Combinators.combine(squares(), squares(), Arbitraries.of(RefusalReason.class), pieces().optional(0.8),
                squares().set().ofMaxSize(2), squares().set().ofMaxSize(3), explanation)
                .as(Refusal::of);
    }

    public static Arbitrary<Score> scores() {
        return Arbitraries.oneOf(
                Arbitraries.integers().between(-Score.MAX_CENTIPAWNS, Score.MAX_CENTIPAWNS).map(Score::ofCentipawns),
                Arbitraries.integers().between(0, Score.MAX_MATE_PLIES).map(Score::ofWinIn),
                Arbitraries.integers().between(0, Score.MAX_MATE_PLIES).map(Score::ofLossIn));
    }

    public static Arbitrary<Duration> millis() {
        return Arbitraries.oneOf(Arbitraries.longs().between(0, 10_000_000), Arbitraries.longs().between(0, Long.MAX_VALUE))
                .map(Duration::ofMillis);
    }

    public static Arbitrary<SearchLimits> limits() {
        return Combinators.combine(Arbitraries.integers().between(1, SearchLimits.MAX_DEPTH).optional(0.6),
                Arbitraries.longs().between(1, Long.MAX_VALUE).optional(0.5),
                millis().filter(d -> !d.isZero()).optional(0.5),
                Arbitraries.integers().between(1, SearchLimits.MAX_LINES),
                millis().optional(0.4), millis(),
                Arbitraries.integers().between(1, SearchLimits.MAX_MOVES_TO_GO).optional(0.5))
                .as((depth, nodes, time, lines, clock, increment, movesToGo) -> {
                    SearchLimits limits = SearchLimits.unlimited().withLines(lines);
                    limits = depth.map(limits::withDepth).orElse(limits);
                    limits = nodes.map(limits::withNodes).orElse(limits);
                    limits = time.map(limits::withTime).orElse(limits);
                    if (clock.isPresent()) {
                        limits = limits.withClock(clock.get(), increment);
                        limits = movesToGo.map(limits::withMovesToGo).orElse(limits);
                    }
                    return limits;
                });
    }

    public static Arbitrary<SearchProgress> progress() {
        Arbitrary<SearchProgress> one = Combinators.combine(Arbitraries.integers().between(1, SearchLimits.MAX_DEPTH), scores(),
                moves().list().ofMinSize(1).ofMaxSize(12), Arbitraries.longs().between(0, Long.MAX_VALUE), millis())
                .as((depth, score, line, nodes, time) -> SearchProgress.of(depth, List.of(SearchLine.of(1, score, line)),
                        nodes, time));
        Arbitrary<SearchProgress> several = Combinators.combine(Arbitraries.integers().between(1, SearchLimits.MAX_DEPTH),
                lines(), Arbitraries.longs().between(0, Long.MAX_VALUE), millis()).as(SearchProgress::of);
        return Arbitraries.oneOf(one, several);
    }

    /** Best lines as a search gives them: 1 to 16, ranked, from the best score down, different first moves. */
    public static Arbitrary<List<SearchLine>> lines() {
        return Combinators.combine(scores(), moves().list().ofMinSize(1).ofMaxSize(8)).as(Map::entry)
                .list().ofMinSize(1).ofMaxSize(SearchLimits.MAX_LINES).uniqueElements(line -> line.getValue().get(0))
                .map(found -> {
                    List<Map.Entry<Score, List<Move>>> sorted = new ArrayList<>(found);
                    sorted.sort(Map.Entry.<Score, List<Move>>comparingByKey().reversed());
                    List<SearchLine> lines = new ArrayList<>();
                    for (Map.Entry<Score, List<Move>> line : sorted) {
                        lines.add(SearchLine.of(lines.size() + 1, line.getKey(), line.getValue()));
                    }
                    return lines;
                });
    }

    public static Arbitrary<SearchResult> results() {
        Arbitrary<StopReason> searched = Arbitraries.of(StopReason.class).filter(r -> r != StopReason.GAME_OVER);
        Arbitrary<SearchResult> found = Combinators.combine(scores(), moves().list().ofMinSize(1).ofMaxSize(12),
                Arbitraries.integers().between(0, SearchLimits.MAX_DEPTH), Arbitraries.longs().between(0, Long.MAX_VALUE),
                millis(), searched).as((score, line, depth, nodes, time, reason) -> SearchResult.of(
                        List.of(SearchLine.of(1, score, line)), depth, nodes, time, reason));
        Arbitrary<SearchResult> over = Combinators.combine(scores(), millis()).as(SearchResult::ofGameOver);
        Arbitrary<SearchResult> several = Combinators.combine(lines(),
                Arbitraries.integers().between(0, SearchLimits.MAX_DEPTH), Arbitraries.longs().between(0, Long.MAX_VALUE),
                millis(), searched).as(SearchResult::of);
        return Arbitraries.oneOf(found, over, several);
    }

    public static Arbitrary<Direction> directions() {
        return Arbitraries.of(Direction.class);
    }

    /** Arbitrary game records: see {@link #record(long)}. */
    public static Arbitrary<GameRecord> records() {
        return Arbitraries.longs().map(Values::record);
    }

    private static final String COMMENT_ALPHABET = "ab XY;{)(,.!?#+:-$\t\n\r\u00e9\u4e2d\u00a01-0*[]\"\\/";

    /**
     * A record made from a seed: 1 to 40 plies played from the start under one of the three energy
     * models, each along a random open path, with random comments (every kind of character but a
     * closing brace and the refused controls: tabs and line ends, no-break spaces, letters, CJK),
     * glyphs from 1 to 255 and, up to four levels deep,
     * variations of up to three alternatives; a starting comment, tags and a result, or none.
     */
    public static GameRecord record(long seed) {
        Random random = new Random(seed);
        EnergyModel model = switch (random.nextInt(3)) {
            case 0 -> EnergyModel.magnetic();
            case 1 -> EnergyModel.fixed();
            default -> EnergyModel.random(seed);
        };
        GameSetup setup = GameSetup.standard().withEnergyModel(model);
        Game game = Shogun.newGame(setup);
        List<RecordNode> mainline = recordLine(game, 1 + random.nextInt(40), 4, null, random);
        return GameRecord.of(setup).withMainline(mainline)
                .withStartingComment(random.nextInt(3) == 0 ? recordComment(random) : "")
                .withTags(random.nextBoolean() ? Map.of() : Map.of("Event", "Lesson \"" + random.nextInt(100) + "\""))
                .withResult(game.outcome().isOver() ? game.outcome().result()
                        : List.of("*", "1-0", "0-1", "1/2-1/2").get(random.nextInt(4)));
    }

    private static List<RecordNode> recordLine(Game game, int plies, int depth, Move first, Random random) {
        List<RecordNode> nodes = new ArrayList<>();
        for (int i = 0; i < plies && !game.legalMoves().isEmpty(); i++) {
            List<Move> moves = game.legalMoves();
            Move move = i == 0 && first != null ? first : moves.get(random.nextInt(moves.size()));
            List<List<RecordNode>> variations = new ArrayList<>();
            // The first ply of a variation has no variations: its alternatives are its siblings.
            if (depth > 0 && !(first != null && i == 0) && random.nextInt(4) == 0) {
                Set<Move> taken = new HashSet<>(Set.of(move));
                for (int k = random.nextInt(3); k >= 0; k--) {
                    Move alternative = moves.get(random.nextInt(moves.size()));
                    if (taken.add(alternative)) {
                        variations.add(recordLine(game.copy(), 1 + random.nextInt(6), depth - 1, alternative, random));
                    }
                }
            }
            List<MovePath> paths = game.paths(move);
            RecordNode node = RecordNode.of(game.play(paths.get(random.nextInt(paths.size()))));
            if (random.nextInt(3) == 0) {
                node = node.withComment(recordComment(random));
            }
            if (random.nextInt(4) == 0) {
                Set<Integer> glyphs = new HashSet<>();
                for (int g = random.nextInt(3); g >= 0; g--) {
                    glyphs.add(1 + random.nextInt(random.nextBoolean() ? 6 : 255));
                }
                node = node.withGlyphs(glyphs);
            }
            nodes.add(node.withVariations(variations));
        }
        return nodes;
    }

    private static String recordComment(Random random) {
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(80); i > 0; i--) {
            text.append(COMMENT_ALPHABET.charAt(random.nextInt(COMMENT_ALPHABET.length())));
        }
        return text.toString();
    }
}
