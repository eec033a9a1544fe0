package io.github.shogunsdk.wasm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Engine;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Ply;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.SearchLimits;
import io.github.shogunsdk.api.SearchProgress;
import io.github.shogunsdk.api.SearchResult;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.json.internal.Writes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The browser build writes every value exactly as the Jackson module does (docs/JSON.md), text for
 * text, on values from random games: setups, legal moves and their paths, plies, refusals,
 * outcomes (played out, resigned and agreed), pieces, magnets and the engine's reports.
 */
class ShapesPropertiesTest {

    private final ObjectMapper jackson = new ObjectMapper().findAndRegisterModules();

    @Property(tries = 150)
    void everyValueIsWrittenAsJacksonWritesIt(@ForAll long seed) throws JsonProcessingException {
        RandomCases random = new RandomCases(seed);
        Game first = random.newGame();
        Game game = random.below(3) == 0 ? Shogun.newGame(first.setup().withStart(random.position())) : first;
        same(game.setup(), out -> Writes.setup(game.setup(), out.events()));
        for (int step = 0; step < 60 && !game.outcome().isOver(); step++) {
            List<Move> moves = game.legalMoves();
            same(moves, out -> Writes.moves(moves, out.events()));
            Move move = moves.get(random.below(moves.size()));
            List<MovePath> paths = game.paths(move);
            same(paths, out -> Writes.paths(paths, out.events()));
            Square from = random.square();
            Optional<Refusal> refusal = game.refusal(from, random.square());
            if (refusal.isPresent()) {
                same(refusal.get(), out -> Writes.refusal(refusal.get(), out.events()));
            }
            Ply ply = game.play(paths.get(random.below(paths.size())));
            same(ply, out -> Writes.ply(ply, out.events()));
            same(game.outcome(), out -> Writes.outcome(game.outcome(), out.events()));
        }
        Map<Square, io.github.shogunsdk.api.Piece> pieces = game.position().pieces();
        same(pieces, out -> Boards.pieces(out, game.position()));
        if (game.setup().energyModel() instanceof EnergyModel.Magnetic magnetic) {
            Map<Square, Integer> magnets = new LinkedHashMap<>();
            for (Square square : Square.all()) {
                magnets.put(square, magnetic.magnetAt(square));
            }
            same(magnets, out -> Boards.magnets(out, magnetic));
        }
        if (!game.outcome().isOver()) {
            Engine engine = Shogun.newEngine(game.setup());
            List<SearchProgress> reports = new ArrayList<>();
            SearchResult result = engine.search(game, SearchLimits.ofDepth(1 + random.below(3)).withLines(1 + random.below(4)),
                    reports::add);
            same(result, out -> Writes.result(result, out.events()));
            for (SearchProgress report : reports) {
                same(report, out -> Writes.progress(report, out.events()));
            }
            if (random.below(2) == 0) {
                game.resign(random.below(2) == 0 ? Colour.WHITE : Colour.RED);
            } else {
                game.agreeDraw();
            }
            same(game.outcome(), out -> Writes.outcome(game.outcome(), out.events()));
        }
        Optional<Refusal> late = game.refusal(Square.parse("a1"), Square.parse("a2"));
        if (late.isPresent()) {
            same(late.get(), out -> Writes.refusal(late.get(), out.events()));
        }
    }

    @Property(tries = 500)
    void textIsEscapedAsJacksonEscapesIt(@ForAll String text) throws JsonProcessingException {
        assertEquals(jackson.writeValueAsString(text), new Json().value(text).toString());
    }

    private void same(Object value, Answers.Value shape) throws JsonProcessingException {
        Json out = new Json();
        shape.write(out);
        assertEquals(jackson.writeValueAsString(value), out.toString());
    }
}
