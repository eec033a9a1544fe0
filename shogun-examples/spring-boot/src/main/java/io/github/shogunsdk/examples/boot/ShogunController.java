package io.github.shogunsdk.examples.boot;

import io.github.shogunsdk.api.Game;
import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/** The SDK's values as a web application returns them: straight from the handler methods. */
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
    public List<Move> legalMoves(@RequestParam("from") String from) {
        return Shogun.newGame().legalMoves(square(from));
    }

    /**
     * Why a move is illegal in a new game.
     *
     * @param move the move, such as {@code d1d4}
     * @return the refusal; 409 when the move is legal
     */
    @GetMapping("/refusal")
    public Refusal refusal(@RequestParam("move") String move) {
        Move parsed = parse(move);
        Game game = Shogun.newGame();
        return game.refusal(parsed.from(), parsed.to())
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.CONFLICT, "the move is legal"));
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

    private static Square square(String text) {
        try {
            return Square.parse(text);
        } catch (IllegalArgumentException e) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, e.getMessage());
        }
    }

    private static Move parse(String text) {
        try {
            return Move.parse(text);
        } catch (IllegalArgumentException e) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, e.getMessage());
        }
    }
}
