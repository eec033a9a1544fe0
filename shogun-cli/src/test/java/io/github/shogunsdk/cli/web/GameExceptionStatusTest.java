package io.github.shogunsdk.cli.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogunsdk.api.Move;
import io.github.shogunsdk.api.Refusal;
import io.github.shogunsdk.api.Shogun;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.cli.web.game.GameException;
import io.github.shogunsdk.cli.web.game.GameRegistry;
import io.github.shogunsdk.cli.web.game.GameSession;
import java.lang.reflect.Constructor;
import java.net.InetAddress;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The HTTP layer answers each kind of refusal of the web game with the status docs/WEB.md gives
 * it, with the refusal's message and, for an illegal move, the rules' refusal; no kind is left
 * to the 500 of an internal error.
 */
class GameExceptionStatusTest {

    /** Each kind and its status, as docs/WEB.md lists them. */
    private static final Map<String, Integer> STATUSES = Map.of("Malformed", 400, "ForeignOrigin", 403, "NotFound", 404,
            "Conflict", 409, "NotJson", 415, "ForeignHost", 421, "Refused", 422, "Busy", 503, "NotAllowed", 403);

    @Test
    void everyKindHasItsStatus() throws ReflectiveOperationException {
        Map<String, Integer> answered = new TreeMap<>();
        for (Class<?> kind : GameException.class.getPermittedSubclasses()) {
            HttpProblem problem = HttpProblem.of(make(kind, "why\nnot"));
            answered.put(kind.getSimpleName(), problem.status());
            assertEquals("why not", problem.getMessage(), "one line");
            assertNull(problem.refusal());
        }
        assertEquals(new TreeMap<>(STATUSES), answered);
    }

    @Test
    void anIllegalMoveIsAnsweredWithItsRefusal() {
        GameSession session = new GameRegistry(1, 1, Duration.ofMinutes(1), 1, 1, System::nanoTime)
                .add(Shogun.newGame(), InetAddress.getLoopbackAddress());
        Refusal refusal = Shogun.newGame().refusal(Square.parse("d1"), Square.parse("d4")).orElseThrow();
        GameException refused = assertThrows(GameException.class, () -> session.play(Move.parse("d1d4"), null));
        HttpProblem problem = HttpProblem.of(refused);
        assertEquals(422, problem.status());
        assertEquals(refusal, problem.refusal());
        assertEquals(refused.getMessage(), problem.getMessage());
    }

    private static GameException make(Class<?> kind, String message) throws ReflectiveOperationException {
        Constructor<?> made = kind.getDeclaredConstructor(String.class);
        made.setAccessible(true);
        return (GameException) made.newInstance(message);
    }
}
