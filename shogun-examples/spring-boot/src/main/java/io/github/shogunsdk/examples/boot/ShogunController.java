package io.github.shogunsdk.examples.boot;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.IllegalMoveException;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * The SDK's values as a web application takes and returns them: parameters and path variables
 * bound to squares, moves and positions, bodies read as positions and games, and values returned
 * straight from the handler methods. Nothing here parses or checks a value: a refused one answers
 * 400 with the SDK's one-line reason (the SDK's auto-configuration does both).
 */
@RestController
public class ShogunController {

    /** Creates the controller; Spring does this. */
    public ShogunController() {
    }

    /**
     * The legal moves of one piece in a new game.
     *
     * @param from the piece's square, such as {@code d1}
     * @return its legal moves, such as {@code ["d1c2","d1d3","d1e2"]}
     */
    @GetMapping("/legal-moves")
    public List<Move> legalMoves(@RequestParam("from") Square from) {
        return Shogun.newGame().legalMoves(from);
    }

    /**
     * The legal moves of one piece in a new game, the square in the path.
     *
     * @param from the piece's square, such as {@code d1}
     * @return its legal moves
     */
    @GetMapping("/squares/{from}/legal-moves")
    public List<Move> legalMovesAt(@PathVariable("from") Square from) {
        return Shogun.newGame().legalMoves(from);
    }

    /**
     * The open paths of a move in a new game.
     *
     * @param move the move, such as {@code d1c2}
     * @return its paths, such as the one corner of {@code d1c2} that c1 does not block
     */
    @GetMapping("/moves/{move}/paths")
    public List<MovePath> paths(@PathVariable("move") Move move) {
        return Shogun.newGame().paths(move);
    }

    /**
     * Why a move is illegal in a new game.
     *
     * @param move the move, such as {@code d1d4}
     * @return the refusal; 409 when the move is legal
     */
    @GetMapping("/refusal")
    public Refusal refusal(@RequestParam("move") Move move) {
        return Shogun.newGame().refusal(move.from(), move.to())
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.CONFLICT, "the move is legal"));
    }

    /**
     * The side to move of a position given as a parameter.
     *
     * @param position the position in SPN (URL-encoded: it holds slashes and spaces)
     * @return {@code "white"} or {@code "red"}
     */
    @GetMapping("/side-to-move")
    public Colour sideToMove(@RequestParam("position") Position position) {
        return position.sideToMove();
    }

    /**
     * Reads a position from the request body and returns it.
     *
     * @param position the position, as its JSON (an SPN string)
     * @return the same position
     */
    @PostMapping("/position")
    public Position position(@RequestBody Position position) {
        return position;
    }

    /**
     * A new game with moves played, as JSON: its record, position, side to move and outcome.
     *
     * @param moves the moves to play in order, such as {@code d1d3,e8e7}; none by default
     * @return the game
     */
    @GetMapping("/game")
    public Game game(@RequestParam(name = "moves", defaultValue = "") List<Move> moves) {
        Game game = Shogun.newGame();
        moves.forEach(move -> playOrConflict(game, move));
        return game;
    }

    /**
     * Reads a game from the request body, plays one more move, and returns the game.
     *
     * @param game the game, as its JSON
     * @param move the move to play, such as {@code a1a5}
     * @return the game after the move; 409 when the move cannot be played
     */
    @PostMapping("/game/play")
    public Game play(@RequestBody Game game, @RequestParam("move") Move move) {
        playOrConflict(game, move);
        return game;
    }

    private static void playOrConflict(Game game, Move move) {
        try {
            game.play(move);
        } catch (IllegalMoveException e) {
            throw new ResponseStatusException(HttpStatus.CONFLICT, e.getMessage());
        }
    }
}
